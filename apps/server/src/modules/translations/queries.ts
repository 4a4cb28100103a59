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
