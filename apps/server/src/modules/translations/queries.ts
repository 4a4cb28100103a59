import type { Db } from '../../db/database.ts';
import type { TranslatedEntity, TranslationsTable } from '../../db/types.ts';

/** The texts in `locale` of some fields of some rows of one entity: one indexed query. */
export function selectTranslations(
  db: Db,
  entity: TranslatedEntity,
  locale: string,
  ids: readonly number[],
  fields: readonly TranslationsTable['field'][],
) {
  return db
    .selectFrom('translations')
    .select(['entity_id', 'field', 'value'])
    .where('entity', '=', entity)
    .where('locale', '=', locale)
    .where('entity_id', 'in', [...new Set(ids)])
    .where('field', 'in', [...fields])
    .execute();
}

/** One row's texts of `field` in the other languages, by language. */
export async function fieldTexts(
  db: Db,
  entity: TranslatedEntity,
  id: number,
  field: TranslationsTable['field'],
): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('translations')
    .select(['locale', 'value'])
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .where('field', '=', field)
    .orderBy('locale')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.locale, row.value]));
}

/** Every row's texts of `field` in the other languages: entity id, language and text. */
export function selectFieldTexts(db: Db, entity: TranslatedEntity, field: TranslationsTable['field']) {
  return db
    .selectFrom('translations')
    .select(['entity_id', 'locale', 'value'])
    .where('entity', '=', entity)
    .where('field', '=', field)
    .execute();
}
