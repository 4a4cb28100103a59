import type { Db } from '../../db/database.ts';
import type { TranslatedEntity, TranslationsTable } from '../../db/types.ts';

/** The content kept in the other languages: posts, their categories and the pages. */
export type ContentEntity = Extract<TranslatedEntity, 'blog' | 'blog_category' | 'page'>;
export type ContentField = TranslationsTable['field'];
/** One language's texts of a row, by field; null where it has none. */
export type FieldTexts = Partial<Record<ContentField, string | null>>;

/** The texts of rows `ids` of `entity` in the other languages, in `fields`. */
export function selectContentTexts(db: Db, entity: ContentEntity, ids: number[], fields: readonly ContentField[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('translations')
    .select(['entity_id', 'locale', 'field', 'value'])
    .where('entity', '=', entity)
    .where('entity_id', 'in', ids)
    .where('field', 'in', [...fields])
    .orderBy('entity_id')
    .orderBy('locale')
    .orderBy('field')
    .execute();
}
