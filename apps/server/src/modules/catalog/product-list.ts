import type { ProductsQuery } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { contentLocale } from '../../lib/content-locale.ts';
import { matchesSummary, scopeSummary } from './facets.ts';
import { listIndexed } from './indexed-list.ts';
import { listedConditions, listedShops } from './listing.ts';
import { toProductCards } from './product-card.ts';
import {
  countProducts,
  ftsRanked,
  narrowConditions,
  scopeConditions,
  sortedByPrice,
  sortedRows,
} from './product-list-queries.ts';
import type { Condition } from './queries.ts';
import { searchWords } from './search.ts';
import type { ListScope } from './scope.ts';

/**
 * The key of what a list's count or facets depend on: its language, mode, search words and the
 * given filters; never its sort or page, which all share the same count and facets.
 */
function summaryKey(kind: 'count' | 'set', scope: ListScope, words: string[], filters: Partial<ProductsQuery>) {
  return `${kind}:${JSON.stringify([contentLocale() ?? '', scope.rootOnly, words, filters])}`;
}
/**
 * `GET /products`: one page of cards, the total, and the facets of the searched set. A search
 * is answered by the search index once it is built (indexed-list.ts), otherwise here.
 */
export async function listProducts(db: Db, q: ProductsQuery, scope: ListScope, userId?: number) {
  const indexed = await listIndexed(db, q, scope, userId);
  if (indexed) return indexed;
  const words = searchWords(q.search);
  const listed = await listedConditions(db, scope);
  const base = [...listed, ...scopeConditions(q, scope, words)];
  const narrowing = narrowConditions(q);
  const all = [...base, ...narrowing];
  // The page's conditions, for a walk of a sort index when `walking` (see `pageOrder`).
  const page = (walking: boolean) =>
    walking ? [...listed, ...scopeConditions(q, scope, words, true), ...narrowConditions(q, true)] : all;
  const { shop_id, category_id, sub_category_id, brand_id, color_id, size_id, rating, min_price, max_price } = q;
  const where = { shop_id, category_id, sub_category_id };
  const summary = setSummary(db, scope, words, where, base);
  // Without narrowing filters the set's own size is the total.
  const total =
    narrowing.length > 0
      ? countListed(db, scope, words, { ...where, brand_id, color_id, size_id, rating, min_price, max_price }, all)
      : summary.then((set) => set.total);
  const sizes = {
    matches: total,
    // A search's matches are weighed against the catalogue, a price range's against its scope.
    whole: () => (words.length > 0 ? listedTotal(db, scope, listed) : summary.then((set) => set.total)),
  };
  const [rows, { filters }, count] = await Promise.all([pageRows(db, q, scope, words, page, sizes), summary, total]);
  return { total: count, products: await toProductCards(db, rows, userId), filters };
}

/** The shops a list's facet counts cover: the one asked for, or any (0); in single-vendor mode the root shop's. */
async function facetShops(db: Db, scope: ListScope, shopId: number | undefined): Promise<number[]> {
  const { only } = await listedShops(db, scope);
  if (only) return shopId ? only.filter((id) => id === shopId) : only;
  return [shopId ?? 0];
}

/**
 * The page's rows. A relevance-ranked search on SQLite first looks among its best few matches
 * (four times as many as this page and the ones before it need): every one of them ranks above
 * every other match, so when they fill the page, it is the page the whole ranking gives, read
 * without ranking and reading every match. When they do not (filters left too few, or a page
 * deep in the list), the whole ranking is read.
 */
async function pageRows(
  db: Db,
  q: ProductsQuery,
  scope: ListScope,
  words: string[],
  conditions: (walking: boolean) => Condition[],
  sizes: ListSizes,
) {
  const order = await pageOrder(q, words, sizes);
  const where = conditions(order === 'walk');
  const page = (best?: number) =>
    sortedRows(db, q, scope, words, where, { best, matchesFirst: order === 'matches first' })
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page)
      .execute();
  if (!ftsRanked(q, scope, words)) return page();
  const rows = await page(q.page * q.per_page * 4);
  return rows.length === q.per_page ? rows : page();
}

/** A list's matches (after narrowing) and the set `pageOrder` weighs them against. */
interface ListSizes {
  matches: Promise<number>;
  whole: () => Promise<number>;
}

/**
 * How a list narrowed by search words or a price range finds its page when sorted by something
 * else (a search by price, sales, views or date; a price range by relevance, sales, views or
 * date): reading its matches and sorting them, or walking the sort's index until a page of
 * matches turns up. The walk reads about `rows needed × whole / matches` products, the other
 * way the matches. A word 43,000 of a million products share fills a page of 13 after 300
 * steps of the walk, while a word no product has walked all million (5.4 s on PostgreSQL,
 * which guessed 1,583 matches for it; 2 ms reading the matches). A price range holding 21,606
 * of a sub-category's 25,000 products, sorted by sales, took 64 ms reading and sorting them all
 * from the price index (the planners' choice), and under 1 ms walking the sales index. The
 * page waits for the count, which a new list works out beside its facets. Other lists are left
 * to the database.
 */
async function pageOrder(
  q: ProductsQuery,
  words: string[],
  sizes: ListSizes,
): Promise<'matches first' | 'walk' | undefined> {
  const searched = words.length > 0 && q.sort_type !== 'default';
  const priced = words.length === 0 && (q.min_price !== undefined || q.max_price !== undefined) && !sortedByPrice(q);
  if (!searched && !priced) return undefined;
  const [matches, whole] = await Promise.all([sizes.matches, sizes.whole()]);
  const walk = matches * matches >= q.page * q.per_page * whole;
  // A few matches of a price range: the planners read them from the price index themselves.
  return walk ? 'walk' : searched ? 'matches first' : undefined;
}

/**
 * The facets and size of the set a search or a scope (`where`) defines, shared by its every
 * sort, page and narrowing; `base`: its conditions over `p`.
 */
async function setSummary(
  db: Db,
  scope: ListScope,
  words: string[],
  where: Pick<ProductsQuery, 'shop_id' | 'category_id' | 'sub_category_id'>,
  base: Condition[],
) {
  const work = async () =>
    words.length > 0
      ? matchesSummary(db, base)
      : scopeSummary(
          db,
          await facetShops(db, scope, where.shop_id),
          { category_id: where.category_id ?? 0, sub_category_id: where.sub_category_id ?? 0 },
          base,
        );
  return scope.summaries ? scope.summaries.get(summaryKey('set', scope, words, where), work) : work();
}

/**
 * How many products are listed in all: the whole catalogue's summary, read from the counts
 * writes keep. Counting the listed products took 660 ms at a million on PostgreSQL.
 */
export async function listedTotal(db: Db, scope: ListScope, listed?: Condition[]): Promise<number> {
  return (await setSummary(db, scope, [], {}, listed ?? (await listedConditions(db, scope)))).total;
}

/**
 * How many listed products match: the filters (`words`, `filters`) as the summary key and their
 * `conditions`.
 */
async function countListed(
  db: Db,
  scope: ListScope,
  words: string[],
  filters: Partial<ProductsQuery>,
  conditions: Condition[],
): Promise<number> {
  const work = () => countProducts(db, conditions);
  // Ratings change with every review (a change of figures, which keeps summaries): counted anew.
  if (!scope.summaries || filters.rating !== undefined) return work();
  return scope.summaries.get(summaryKey('count', scope, words, filters), work);
}
