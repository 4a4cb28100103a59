import type { Kysely } from 'kysely';

/**
 * The colour and size name indexes also carry what the whole-catalogue facets show (a colour's
 * code, a size's position), so listing each name once reads the index alone instead of looking
 * up every one of a catalogue's option rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, extra] of [
    ['product_colors', 'color_code'],
    ['product_sizes', 'position'],
  ] as const) {
    await db.schema.dropIndex(`${table}_name_idx`).execute();
    await db.schema.createIndex(`${table}_name_idx`).on(table).columns(['name', extra]).execute();
  }
}
