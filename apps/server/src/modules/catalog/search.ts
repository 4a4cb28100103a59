import { type Expression, type SqlBool, sql } from 'kysely';
import type { DbKind } from '../../db/database.ts';

/**
 * Full-text search terms. Words are letters and digits (as both FTS5's unicode61 tokenizer and
 * PostgreSQL's simple parser split them); each word matches as a prefix and all must match, so
 * "run sho" finds "Trail Running Shoe" on both databases.
 */
export function searchWords(search: string | undefined): string[] {
  return (search?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** Ids of products matching every word, as a subquery on `p.id`. */
export function matchesSearch(kind: DbKind, words: string[]): Expression<SqlBool> {
  if (kind === 'postgres') return sql<SqlBool>`p.search @@ to_tsquery('simple', ${tsQuery(words)})`;
  return sql<SqlBool>`p.id IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ${ftsQuery(words)})`;
}

/**
 * SQLite only: matching ids with their relevance (bm25, name and code weigh more than the short
 * description), to join as `fts` so relevance is computed once per match.
 */
export function ftsMatches(words: string[]) {
  return sql<{
    id: number;
    rank: number;
  }>`(SELECT rowid AS id, -bm25(products_fts, 10.0, 10.0, 3.0) AS rank FROM products_fts WHERE products_fts MATCH ${ftsQuery(words)})`.as(
    'fts',
  );
}

/** PostgreSQL relevance of the row `p` for the words; larger is better. */
export function tsRank(words: string[]) {
  return sql<number>`ts_rank(p.search, to_tsquery('simple', ${tsQuery(words)}))`;
}

// Quoted, so FTS5 never reads a word as an operator (AND, NEAR, column filters).
const ftsQuery = (words: string[]) => words.map((w) => `"${w}"*`).join(' ');
const tsQuery = (words: string[]) => words.map((w) => `${w}:*`).join(' & ');
