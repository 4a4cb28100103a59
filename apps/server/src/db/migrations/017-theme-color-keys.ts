import { type Kysely, sql } from 'kysely';

/**
 * The theme's shades are keyed as the original server keyed them (`primary50` … `primary950`,
 * beside `primary`): its storefront applies a palette only when every one of those keys is
 * there, and with the bare `50` … `950` it applied none (white buttons on white). A stored
 * palette's bare shade keys are renamed; other keys are kept as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ value: string }>`SELECT value FROM settings WHERE key = 'theme_colors'`.execute(db);
  const stored = rows[0];
  if (stored === undefined) return;
  const palette = JSON.parse(stored.value) as unknown;
  if (palette === null || typeof palette !== 'object' || Array.isArray(palette)) return;
  const renamed = Object.fromEntries(
    Object.entries(palette).map(([key, value]) => [/^\d+$/.test(key) ? `primary${key}` : key, value]),
  );
  await sql`UPDATE settings SET value = ${JSON.stringify(renamed)} WHERE key = 'theme_colors'`.execute(db);
}
