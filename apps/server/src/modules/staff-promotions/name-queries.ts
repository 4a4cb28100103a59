import type { Db } from '../../db/database.ts';
import { foldSearchText } from '../../lib/search-text.ts';

/** A flash sale's names in the other languages (the `translations` table), by language. */
export async function saleNames(db: Db, id: number): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('translations')
    .select(['locale', 'value'])
    .where('entity', '=', 'flash_sale')
    .where('entity_id', '=', id)
    .where('field', '=', 'name')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.locale, row.value]));
}

/**
 * Sets the sale's name in each language of `names`, removing it where the name is null (shoppers
 * read the default language's there); languages not in `names` keep theirs.
 */
export async function writeSaleNames(db: Db, id: number, names: Record<string, string | null>): Promise<void> {
  for (const [locale, value] of Object.entries(names)) {
    const row = { entity: 'flash_sale' as const, entity_id: id, locale, field: 'name' as const };
    await db
      .deleteFrom('translations')
      .where('entity', '=', row.entity)
      .where('entity_id', '=', id)
      .where('locale', '=', locale)
      .where('field', '=', row.field)
      .execute();
    // Translated names carry their folded text, as every name's does (lib/search-text.ts).
    if (value !== null)
      await db
        .insertInto('translations')
        .values({ ...row, value, search_text: foldSearchText(value) })
        .execute();
  }
}
