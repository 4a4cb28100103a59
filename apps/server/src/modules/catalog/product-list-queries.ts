/**
 * The SQL of a product list read from the products themselves: its conditions, its sorted page
 * and its count (product-list.ts decides which it runs).
 */
import { type ProductsQuery, toMinor } from '@souk/contract';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isoAt } from '../../lib/clock.ts';
import { type Condition, type OptionTable, effectivePrice, selectListingRows } from './queries.ts';
import type { ListScope } from './scope.ts';
import { ftsRanks, matchesSearch, tsRank } from './search-queries.ts';

/**
 * Conditions defining the set the facets describe (search, shop, category, sub-category), over
 * `p`; `walking`: for a page read by walking a sort index (see `matchesSearch`).
 */
export function scopeConditions(q: ProductsQuery, scope: ListScope, words: string[], walking = false): Condition[] {
  const out: Condition[] = [];
  if (words.length > 0) out.push(matchesSearch(scope.kind, words, walking));
  if (q.shop_id) out.push(sql<SqlBool>`p.shop_id = ${q.shop_id}`);
  if (q.sub_category_id) {
    out.push(sql<SqlBool>`p.sub_category_id = ${q.sub_category_id}`);
    // A product names its category and sub-category as a pair the sub-category's parent makes
    // (product writes check it, and a category moves only while no product is filed under it),
    // so the category is asked of the sub-category once rather than of each product: a count
    // of a sub-category's price range then reads the sub-category's price index alone (21,606
    // products of a million in 1 ms instead of 64 ms reading each product's row for its category).
    if (q.category_id) {
      out.push(
        sql<SqlBool>`EXISTS (SELECT 1 FROM categories c WHERE c.id = ${q.sub_category_id} AND c.parent_id = ${q.category_id})`,
      );
    }
  } else if (q.category_id) out.push(sql<SqlBool>`p.category_id = ${q.category_id}`);
  return out;
}

/** Sorts by the effective price, whose index serves a price range and the order at once. */
export const sortedByPrice = (q: ProductsQuery) => q.sort_type === 'high_to_low' || q.sort_type === 'low_to_high';

/**
 * The narrowing filters a shopper picks from the facets; `walking`: for a page read by walking
 * another sort's index, the price range checked on each row walked rather than read from the
 * price index (`+ 0`: an expression no index holds).
 */
export function narrowConditions(q: ProductsQuery, walking = false): Condition[] {
  const out: Condition[] = [];
  const price = walking && !sortedByPrice(q) ? sql<number>`${effectivePrice} + 0` : effectivePrice;
  if (q.brand_id) out.push(sql<SqlBool>`p.brand_id = ${q.brand_id}`);
  if (q.color_id) out.push(sameNamedOption('product_colors', q.color_id));
  if (q.size_id) out.push(sameNamedOption('product_sizes', q.size_id));
  if (q.rating) out.push(sql<SqlBool>`p.rating >= ${q.rating} AND p.rating < ${q.rating + 1}`);
  if (q.min_price !== undefined) out.push(sql<SqlBool>`${price} >= ${toMinor(q.min_price)}`);
  if (q.max_price !== undefined) out.push(sql<SqlBool>`${price} <= ${toMinor(q.max_price)}`);
  return out;
}

/** Colours and sizes are per product; a facet id stands for every option with that id's name. */
function sameNamedOption(table: OptionTable, id: number): Condition {
  const options = sql.table(table);
  return sql<SqlBool>`EXISTS (SELECT 1 FROM ${options} o WHERE o.product_id = p.id AND o.name = (SELECT n.name FROM ${options} n WHERE n.id = ${id}))`;
}

/** A search in relevance order, which SQLite ranks from the full-text index. */
export const ftsRanked = (q: ProductsQuery, scope: ListScope, words: string[]) =>
  words.length > 0 && q.sort_type === 'default' && scope.kind === 'sqlite';

/**
 * The rows sorted as asked; a relevance-ranked SQLite search only among the `best` best matches,
 * if given. With `matchesFirst`, the sort keys are expressions no index holds (`+ 0`, `|| ''`),
 * so the database finds the matching rows first and then sorts them.
 */
export function sortedRows(
  db: Db,
  q: ProductsQuery,
  scope: ListScope,
  words: string[],
  conditions: Condition[],
  { best, matchesFirst = false }: { best?: number; matchesFirst?: boolean },
) {
  // On SQLite the relevance comes from joining the FTS matches (computed once per match).
  const ranked = words.length > 0 && q.sort_type === 'default';
  const fts = ftsRanked(q, scope, words);
  // The catalogue's typed queries do not know `fts`; it is joined by name below.
  const source = fts
    ? (db.with(
        (cte) => cte('fts').materialized(),
        () => ftsRanks(words, best),
      ) as unknown as Db)
    : db;
  let query = selectListingRows(source, isoAt(scope.clock)).where((eb) => eb.and(conditions));
  if (fts) {
    // A left join: a product found by its translated name has no full-text rank and sorts last.
    // Among the best matches only, an inner join, so only they are read.
    const ranks = sql<{ id: number; rank: number }>`fts`.as('fts');
    query = (best === undefined
      ? query.leftJoin(ranks, (join) => join.onRef('fts.id', '=', 'p.id'))
      : query.innerJoin(ranks, (join) => join.onRef('fts.id', '=', 'p.id'))) as unknown as typeof query;
  }
  const unindexed = <T>(key: RawBuilder<T>, type: 'number' | 'text') =>
    !matchesFirst ? key : type === 'number' ? sql<T>`${key} + 0` : sql<T>`${key} || ''`;
  switch (q.sort_type) {
    case 'high_to_low':
      return query.orderBy(unindexed(effectivePrice, 'number'), 'desc').orderBy('p.id');
    case 'low_to_high':
      return query.orderBy(unindexed(effectivePrice, 'number'), 'asc').orderBy('p.id');
    case 'top_selling':
      return query.orderBy(unindexed(sql.ref('p.total_sold'), 'number'), 'desc').orderBy('p.id');
    case 'popular_product':
      return query.orderBy(unindexed(sql.ref('p.views'), 'number'), 'desc').orderBy('p.id');
    case 'newest':
      return query.orderBy(unindexed(sql.ref('p.created_at'), 'text'), 'desc').orderBy('p.id', 'desc');
    default:
      if (!ranked) return query.orderBy('p.id');
      return query
        .orderBy(scope.kind === 'postgres' ? tsRank(words) : sql`COALESCE(fts.rank, 0)`, 'desc')
        .orderBy('p.id');
  }
}

export async function countProducts(db: Db, conditions: Condition[]): Promise<number> {
  const row = await db
    .selectFrom('products as p')
    .where((eb) => eb.and(conditions))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
