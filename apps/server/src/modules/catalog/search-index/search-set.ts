/** What the filter panel offers for the searched set (before narrowing), and its size. */
export interface IndexedSummary {
  brandIds: number[];
  sizes: string[];
  colors: string[];
  /** In minor units. */
  minPrice: number;
  maxPrice: number;
  total: number;
}

/**
 * A search's set before narrowing (its words, language, listed shops and scope): the slots,
 * which of them matched by their own text, the summary, and (once a relevance order asked for
 * it) each slot's relevance. Shared by every sort, page and narrowing of the same search while
 * the index's `version` stands.
 */
export interface SearchSet {
  version: number;
  slots: Int32Array;
  summary: IndexedSummary;
  /** 1 where the slot matched by its own text (ranked), 0 by its translated name alone. */
  own: Uint8Array;
  scores?: Float64Array;
}
