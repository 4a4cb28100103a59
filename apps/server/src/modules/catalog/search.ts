/**
 * Full-text search terms. Words are letters and digits (as both FTS5's unicode61 tokenizer and
 * PostgreSQL's simple parser split them); each word matches as a prefix and all must match, so
 * "run sho" finds "Trail Running Shoe" on both databases.
 */
export function searchWords(search: string | undefined): string[] {
  return (search?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
}

/** A search's words past this many are left out. */
export const MAX_SEARCH_WORDS = 8;
