import type { Db } from '../../db/database.ts';
import type { TranslatedEntity } from '../../db/types.ts';
import { foldSearchText } from '../../lib/search-text.ts';

/** The catalogue's rows whose names staff write in the other languages. */
export type NamedEntity = Extract<TranslatedEntity, 'category' | 'unit'>;

/** Every row's names in the other languages: entity id, language and name. */
export function selectNames(db: Db, entity: NamedEntity) {
  return db
    .selectFrom('translations')
    .select(['entity_id', 'locale', 'value'])
    .where('entity', '=', entity)
    .where('field', '=', 'name')
    .execute();
}

/** One row's names, by language. */
export async function namesOf(db: Db, entity: NamedEntity, id: number): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('translations')
    .select(['locale', 'value'])
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .where('field', '=', 'name')
    .orderBy('locale')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.locale, row.value]));
}

/**
 * Sets a row's name in each language of `names`, each with its folded text (search and
 * suggestions read it, lib/search-text.ts); a null name removes that language's, so shoppers read
 * the default language's. Languages not in `names` keep theirs.
 */
export async function writeNames(
  db: Db,
  entity: NamedEntity,
  id: number,
  names: Record<string, string | null>,
): Promise<void> {
  const locales = Object.keys(names);
  if (locales.length === 0) return;
  await db
    .deleteFrom('translations')
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .where('field', '=', 'name')
    .where('locale', 'in', locales)
    .execute();
  const rows = Object.entries(names).flatMap(([locale, value]) =>
    value === null
      ? []
      : [{ entity, entity_id: id, locale, field: 'name' as const, value, search_text: foldSearchText(value) }],
  );
  if (rows.length > 0) await db.insertInto('translations').values(rows).execute();
}

/** Removes every text of row `id` of `entity` in the other languages. */
export async function deleteTexts(db: Db, entity: NamedEntity, id: number): Promise<void> {
  await db.deleteFrom('translations').where('entity', '=', entity).where('entity_id', '=', id).execute();
}
