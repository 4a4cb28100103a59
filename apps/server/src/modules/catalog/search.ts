import { type Expression, type SqlBool, sql } from 'kysely';
import type { DbKind } from '../../db/database.ts';
import { contentLocale } from '../../lib/content-locale.ts';
import { foldSearchText } from '../../lib/search-text.ts';

/**
 * Full-text search terms. Words are letters and digits (as both FTS5's unicode61 tokenizer and
 * PostgreSQL's simple parser split them); each word matches as a prefix and all must match, so
 * "run sho" finds "Trail Running Shoe" on both databases.
 */
export function searchWords(search: string | undefined): string[] {
  return (search?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/**
 * Products matching every word, on `p`: through the full-text index of the original text, or,
 * in another language, also by the product's translated name, accents and case aside (one pass
 * over that language's translated names, found by the translations index).
 */
export function matchesSearch(kind: DbKind, words: string[]): Expression<SqlBool> {
  const original =
    kind === 'postgres'
      ? sql<SqlBool>`p.search @@ ${tsQuery(words)}`
      : sql<SqlBool>`p.id IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ${ftsQuery(words)})`;
  const locale = contentLocale();
  if (locale === undefined) return original;
  // Folded names and words, so "creme" finds "Crème" on both databases. Words are letters and
  // digits only (searchWords), so none is a LIKE wildcard.
  const contains = sql.join(
    words.map((word) => sql`tr.search_text LIKE ${`%${foldSearchText(word)}%`}`),
    sql` AND `,
  );
  const translated = sql`SELECT tr.entity_id FROM translations tr WHERE tr.entity = 'product' AND tr.locale = ${locale} AND tr.field = 'name' AND ${contains}`;
  // On PostgreSQL the translated ids, as an array worked out once, join the full-text index's
  // matches in one bitmap; as `p.id IN (…)` beside the full-text test, every product was read
  // (60 ms of 65 for counting one Arabic word's matches in 100,000 products, 5 ms now).
  const byName = kind === 'postgres' ? sql`p.id = ANY(ARRAY(${translated}))` : sql`p.id IN (${translated})`;
  return sql<SqlBool>`(${original} OR ${byName})`;
}

/**
 * SQLite only: matching ids with their relevance (bm25, name and code weigh more than the short
 * description), the body of a MATERIALIZED `fts` table so relevance is computed once per match.
 * Left-joined as a plain subquery, SQLite moves the join's `id = p.id` into the full-text scan
 * and runs the prefix match again for every candidate: 1 s instead of 10 ms for a word that
 * 4,400 of 100,000 products share. With `best`, only the best `best` matches (ties by id),
 * which the index ranks without reading the products: 2 ms instead of 10 for that word.
 */
export function ftsRanks(words: string[], best?: number) {
  const bm25 = sql`bm25(products_fts, 10.0, 10.0, 3.0)`;
  const top = best === undefined ? sql`` : sql` ORDER BY ${bm25}, rowid LIMIT ${best}`;
  return sql<{
    id: number;
    rank: number;
  }>`(SELECT rowid AS id, -${bm25} AS rank FROM products_fts WHERE products_fts MATCH ${ftsQuery(words)}${top})`;
}

/** PostgreSQL relevance of the row `p` for the words; larger is better. */
export function tsRank(words: string[]) {
  return sql<number>`ts_rank(p.search, ${tsQuery(words)})`;
}

// Quoted, so FTS5 never reads a word as an operator (AND, NEAR, column filters).
const ftsQuery = (words: string[]) => words.map((w) => `"${w}"*`).join(' ');
const tsQuery = (words: string[]) => sql`to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`;
