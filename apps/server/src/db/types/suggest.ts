import type { Id } from './columns.ts';

// The search suggestions' index (migration 016): the catalogue's names, their words and the
// words' trigrams, derived from products, categories, shops and their translated names, and the
// names writes touched since the server last brought them in line.

/** What a name names: a product's name is shared by every product carrying it. */
export type SuggestKind = 'product' | 'category' | 'shop';

export interface SuggestNamesTable {
  id: Id;
  kind: SuggestKind;
  /** A language's `name`, or '' for the rows' own text (the default language). */
  locale: string;
  /** The category's or shop's id; 0 for a product name. */
  entity_id: number;
  name: string;
}

/** A name a write touched, appended by the triggers until the server brings the names in line. */
export type SuggestChangesTable = SuggestNamesTable;

/** Each folded word of each name, by language: prefix lookups read a range of `word`. */
export interface SuggestWordsTable {
  locale: string;
  word: string;
  name_id: number;
}

/** The trigrams of every word, so a word with a typo finds the words it was meant to be. */
export interface SuggestTrigramsTable {
  trigram: string;
  word: string;
}

export interface SuggestTables {
  suggest_names: SuggestNamesTable;
  suggest_changes: SuggestChangesTable;
  suggest_words: SuggestWordsTable;
  suggest_trigrams: SuggestTrigramsTable;
}
