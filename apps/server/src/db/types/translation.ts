import type { Id } from './columns.ts';

// Catalogue text in the other languages: the rows' own columns hold the default language.

/** What can be translated; `field` is the column the value stands in for. */
export type TranslatedEntity =
  | 'product'
  /** A product's colour option (product_colors), by its id. */
  | 'product_color'
  | 'category'
  | 'unit'
  | 'shop'
  | 'flash_sale'
  | 'blog'
  | 'blog_category'
  | 'page'
  | 'ticket_issue_type'
  | 'menu'
  | 'footer_group'
  | 'footer_item'
  /** The shop's own footer sentences; one row of settings, entity_id 1 (SETTINGS_TEXT_ID). */
  | 'setting';

/** The entity_id the shop settings' translated texts use. */
export const SETTINGS_TEXT_ID = 1;

export interface TranslationsTable {
  id: Id;
  entity: TranslatedEntity;
  entity_id: number;
  /** A language's `name` ("ar", "fr"). */
  locale: string;
  field:
    | 'name'
    | 'short_description'
    | 'description'
    | 'title'
    | 'estimated_delivery_time'
    | 'web_footer_text'
    | 'web_footer_description'
    /** A blog post's tags, as the JSON array the row's own column holds. */
    | 'tags';
  value: string;
  /** Names only: the value folded for search (lib/search-text.ts). */
  search_text: string | null;
}

export interface TranslationTables {
  translations: TranslationsTable;
}
