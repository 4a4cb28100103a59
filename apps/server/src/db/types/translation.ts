import type { Id } from './columns.ts';

// Catalogue text in the other languages: the rows' own columns hold the default language.

/** What can be translated; `field` is the column the value stands in for. */
export type TranslatedEntity =
  | 'product'
  | 'category'
  | 'shop'
  | 'blog'
  | 'blog_category'
  | 'ticket_issue_type'
  | 'menu'
  | 'footer_group'
  | 'footer_item';

export interface TranslationsTable {
  id: Id;
  entity: TranslatedEntity;
  entity_id: number;
  /** A language's `name` ("ar", "fr"). */
  locale: string;
  field: 'name' | 'short_description' | 'description' | 'title' | 'estimated_delivery_time';
  value: string;
  /** Names only: the value folded for search (lib/search-text.ts). */
  search_text: string | null;
}

export interface TranslationTables {
  translations: TranslationsTable;
}
