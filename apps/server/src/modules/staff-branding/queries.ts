import { sql } from 'kysely';
import type { Db, DbKind } from '../../db/database.ts';
import { SETTINGS_TEXT_ID } from '../../db/types/translation.ts';

/** The footer's sentences, the settings that have texts in the other languages. */
export const FOOTER_TEXT_FIELDS = ['web_footer_text', 'web_footer_description'] as const;
export type FooterTextField = (typeof FOOTER_TEXT_FIELDS)[number];

/**
 * Has every settings write take its turn, for the rest of the transaction: a save reads the
 * stored values (for its audit entry, and a picture the file it replaces) before it writes, and
 * the rows it writes may not exist yet, so row locks would not do. Reads go on meanwhile (the
 * storefront keeps reading the settings). SQLite runs transactions one at a time on its one
 * writing connection already.
 */
export async function lockSettings(trx: Db, kind: DbKind): Promise<void> {
  if (kind === 'postgres') await sql`LOCK TABLE ${sql.table('settings')} IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
}

/** The stored JSON of `keys` (absent keys have no row: their defaults apply), read in the transaction, not the cache. */
export async function storedSettings(trx: Db, keys: readonly string[]): Promise<Map<string, unknown>> {
  if (keys.length === 0) return new Map();
  const rows = await trx
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', [...keys])
    .execute();
  return new Map(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]));
}

export async function upsertSetting(trx: Db, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await trx
    .insertInto('settings')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json }))
    .execute();
}

/** The footer's sentences in every other language, as rows. */
export function footerTextRows(db: Db) {
  return db
    .selectFrom('translations')
    .select(['locale', 'field', 'value'])
    .where('entity', '=', 'setting')
    .where('entity_id', '=', SETTINGS_TEXT_ID)
    .where('field', 'in', [...FOOTER_TEXT_FIELDS])
    .execute();
}

/** One footer sentence in `locale`: written over the one there, or deleted for null. */
export async function writeFooterText(
  trx: Db,
  locale: string,
  field: FooterTextField,
  value: string | null,
): Promise<void> {
  const row = { entity: 'setting' as const, entity_id: SETTINGS_TEXT_ID, locale, field };
  if (value === null) {
    await trx
      .deleteFrom('translations')
      .where('entity', '=', row.entity)
      .where('entity_id', '=', row.entity_id)
      .where('locale', '=', locale)
      .where('field', '=', field)
      .execute();
    return;
  }
  await trx
    .insertInto('translations')
    .values({ ...row, value, search_text: null })
    .onConflict((oc) => oc.columns(['entity', 'entity_id', 'locale', 'field']).doUpdateSet({ value }))
    .execute();
}
