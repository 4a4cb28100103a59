import type { Insertable } from 'kysely';
import { foldSearchText } from '../lib/search-text.ts';
import type { TranslatedEntity, TranslationsTable } from '../db/types.ts';

/** The demo's languages besides English, whose text is the rows' own. */
export const LOCALES = ['ar', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

// Product names repeat (a few thousand distinct ones for any number of products): each is folded once.
const folded = new Map<string, string>();
/** A translated name's `search_text`. */
export function searchText(name: string): string {
  let text = folded.get(name);
  if (text === undefined) folded.set(name, (text = foldSearchText(name)));
  return text;
}

/** One translated field; names carry their folded search text (every row has the column, for multi-row inserts). */
export function translationRow(
  entity: TranslatedEntity,
  entityId: number,
  locale: Locale,
  field: TranslationsTable['field'],
  value: string,
): Insertable<TranslationsTable> {
  return {
    entity,
    entity_id: entityId,
    locale,
    field,
    value,
    search_text: field === 'name' ? searchText(value) : null,
  };
}
