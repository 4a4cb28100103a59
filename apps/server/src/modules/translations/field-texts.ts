import type { Db } from '../../db/database.ts';
import type { TranslatedEntity, TranslationsTable } from '../../db/types.ts';
import { selectFieldTexts } from './queries.ts';

/**
 * Every row's texts of `field` in each of `locales`, null where it has none, by row id: what the
 * console's lists show beside each row. Texts of a language no longer offered stay in the table
 * but are not shown.
 */
export async function fieldTextsByRow(
  db: Db,
  entity: TranslatedEntity,
  field: TranslationsTable['field'],
  locales: readonly string[],
): Promise<(id: number) => Record<string, string | null>> {
  const found = new Map<number, Record<string, string>>();
  for (const row of await selectFieldTexts(db, entity, field)) {
    found.set(row.entity_id, { ...found.get(row.entity_id), [row.locale]: row.value });
  }
  return (id) => Object.fromEntries(locales.map((locale) => [locale, found.get(id)?.[locale] ?? null]));
}
