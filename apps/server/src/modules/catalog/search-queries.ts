/** The full-text search's SQL: matching products by their words on either database, and ranking them. */
import { type Expression, type SqlBool, sql } from 'kysely';
import type { DbKind } from '../../db/database.ts';
import { contentLocale } from '../../lib/content-locale.ts';
import { WORD_END, foldSearchText } from '../../lib/search-text.ts';

/**
 * Products matching every word, on `p`: through the full-text index of the original text, or,
 * in another language, also by the product's translated name (see `translatedNamed`).
 * `walking`: the query walks a sort index and tests each product it meets. SQLite otherwise
 * always starts from the matches' ids, and sorted every product of a word they nearly all share;
 * the unary plus keeps it from looking the ids up (the matches become a list it tests against).
 * PostgreSQL picks either way by its estimates.
 */
export function matchesSearch(kind: DbKind, words: string[], walking = false): Expression<SqlBool> {
  const id = kind === 'sqlite' && walking ? sql`+p.id` : sql`p.id`;
  const original =
    kind === 'postgres'
      ? sql<SqlBool>`p.search @@ ${tsQuery(words)}`
      : sql<SqlBool>`${id} IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ${ftsQuery(words)})`;
  const locale = contentLocale();
  if (locale === undefined) return original;
  const translated = translatedNamed(locale, words);
  // On PostgreSQL the translated ids, as an array worked out once, join the full-text index's
  // matches in one bitmap; as `p.id IN (…)` beside the full-text test, every product was read
  // (60 ms of 65 for counting one Arabic word's matches in 100,000 products, 5 ms now).
  const byName = kind === 'postgres' ? sql`p.id = ANY(ARRAY(${translated}))` : sql`${id} IN (${translated})`;
  return sql<SqlBool>`(${original} OR ${byName})`;
}

/**
 * `alias.word` (of the suggestions' words, migration 016) begins with `prefix`: one range of the
 * words' index, in SQLite's byte order and PostgreSQL's "C" collation alike.
 */
export function wordBegins(alias: string, prefix: string) {
  const word = sql.ref(`${alias}.word`);
  return sql<SqlBool>`(${word} >= ${prefix} AND ${word} < ${`${prefix}${WORD_END}`})`;
}

/**
 * Ids of the products whose name in `locale` has a word beginning with each word, accents,
 * marks and case aside, as the original text's full-text index matches. Read off the search
 * suggestions' index of names and their words (migration 016; an Arabic word is there with and
 * without its article): the names holding the longest word are one range of the words' index,
 * the other words are checked name by name, and the products carrying those names come off the
 * translated names' index. A translated name is found once the index has caught up with it
 * (modules/suggest/suggest-job.ts, within 2 s). Reading every translated name of the language
 * for a substring took 2 s at a million products.
 */
function translatedNamed(locale: string, words: string[]) {
  const folded = [...new Set(words.map(foldSearchText))].sort((a, b) => b.length - a.length);
  const [driver = '', ...others] = folded;
  const alsoHolding = others.map(
    (word) => sql` AND EXISTS (SELECT 1 FROM suggest_words o WHERE o.name_id = n.id AND ${wordBegins('o', word)})`,
  );
  return sql`SELECT tr.entity_id FROM translations tr
    WHERE tr.entity = 'product' AND tr.locale = ${locale} AND tr.field = 'name' AND tr.value IN (
      SELECT n.name FROM suggest_names n
      WHERE n.kind = 'product' AND n.locale = ${locale}
        AND n.id IN (SELECT w.name_id FROM suggest_words w WHERE w.locale = ${locale} AND ${wordBegins('w', driver)})${alsoHolding.length > 0 ? sql.join(alsoHolding, sql``) : sql``})`;
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
