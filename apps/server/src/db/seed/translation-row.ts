import type { Insertable } from 'kysely';
import { foldSearchText } from '../../lib/search-text.ts';
import type { TranslatedEntity, TranslationsTable } from '../types.ts';

/** The demo's languages besides English, whose text is the rows' own. */
export const LOCALES = ['ar', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

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
    search_text: field === 'name' ? foldSearchText(value) : null,
  };
}
