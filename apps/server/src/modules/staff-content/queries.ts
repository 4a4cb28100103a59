import type { Db } from '../../db/database.ts';
import type { TranslatedEntity, TranslationsTable } from '../../db/types.ts';
import { foldSearchText } from '../../lib/search-text.ts';

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

/**
 * Replaces a row's texts in each language of `texts`, in `fields`: a null (or absent) text
 * removes that language's (shoppers read the default language's). Languages not in `texts`
 * keep theirs. A translated name carries its folded form, as every name's does.
 */
export async function replaceContentTexts(
  db: Db,
  entity: ContentEntity,
  id: number,
  fields: readonly ContentField[],
  texts: Record<string, FieldTexts>,
): Promise<void> {
  const locales = Object.keys(texts);
  if (locales.length === 0) return;
  await db
    .deleteFrom('translations')
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .where('locale', 'in', locales)
    .where('field', 'in', [...fields])
    .execute();
  const rows = Object.entries(texts).flatMap(([locale, values]) =>
    fields.flatMap((field) => {
      const value = values[field];
      if (value === null || value === undefined) return [];
      const search_text = field === 'name' ? foldSearchText(value) : null;
      return [{ entity, entity_id: id, locale, field, value, search_text }];
    }),
  );
  if (rows.length > 0) await db.insertInto('translations').values(rows).execute();
}

/** Removes every text in the other languages of row `id` of `entity`. */
export async function deleteContentTexts(db: Db, entity: ContentEntity, id: number): Promise<void> {
  await db.deleteFrom('translations').where('entity', '=', entity).where('entity_id', '=', id).execute();
}
