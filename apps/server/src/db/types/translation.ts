import type { Id } from './columns.ts';

// Catalogue text in the other languages: the rows' own columns hold the default language.

/** What can be translated; `field` is the column the value stands in for. */
export type TranslatedEntity = 'product' | 'category' | 'shop' | 'blog';

export interface TranslationsTable {
  id: Id;
  entity: TranslatedEntity;
  entity_id: number;
  /** A language's `name` ("ar", "fr"). */
  locale: string;
  field: 'name' | 'short_description' | 'description' | 'title';
  value: string;
}

export interface TranslationTables {
  translations: TranslationsTable;
}
