import { type ProductsQuery, fromMinor, toMinor } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { isoAt } from '../../lib/clock.ts';
import { contentLocale } from '../../lib/content-locale.ts';
import { foldedWords } from '../../lib/search-text.ts';
import { namedFilters } from './facets.ts';
import { listedShops } from './listing.ts';
import { toProductCards } from './product-card.ts';
import { listingRowsWithIds, optionNameOf } from './queries.ts';
import type { ListScope } from './scope.ts';
import { findIndexed } from './search-index/find.ts';
import type { IndexedSummary } from './search-index/search-set.ts';
import { MAX_SEARCH_WORDS } from './search.ts';

/**
 * `GET /products` for a search, answered by the search index (ADR 10): the matches, their
 * facets, count, order and page worked out in memory, then the page's cards read by id.
 * Undefined when the index is off or not built yet; the database answers then.
 */
export async function listIndexed(db: Db, q: ProductsQuery, scope: ListScope, userId?: number) {
  const words = [...new Set(foldedWords(q.search ?? ''))].slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) return undefined;
  const data = await scope.searchIndex?.current();
  if (!data) return undefined;
  const option = (table: 'product_sizes' | 'product_colors', id: number | undefined) =>
    id === undefined ? undefined : optionNameOf(db, table, id);
  const [shops, sizeName, colorName] = await Promise.all([
    listedShops(db, scope),
    option('product_sizes', q.size_id),
    option('product_colors', q.color_id),
  ]);
  const answer = findIndexed(data, {
    words,
    locale: contentLocale(),
    shops,
    shopId: q.shop_id,
    categoryId: q.category_id,
    subCategoryId: q.sub_category_id,
    brandId: q.brand_id,
    sizeName,
    colorName,
    rating: q.rating,
    minPrice: q.min_price === undefined ? undefined : toMinor(q.min_price),
    maxPrice: q.max_price === undefined ? undefined : toMinor(q.max_price),
    sort: q.sort_type,
    offset: (q.page - 1) * q.per_page,
    limit: q.per_page,
  });
  const { summary } = answer;
  const [rows, named] = await Promise.all([
    listingRowsWithIds(db, answer.ids, isoAt(scope.clock)),
    facetNames(db, scope, summary),
  ]);
  return {
    total: answer.total,
    products: await toProductCards(db, rows, userId),
    filters: { ...named, min_price: fromMinor(summary.minPrice), max_price: fromMinor(summary.maxPrice) },
  };
}

/**
 * The facets' brands and options named (the first option of each name), kept among the lists'
 * summaries: many searches share a set of names, and naming them is four queries.
 */
function facetNames(db: Db, scope: ListScope, summary: IndexedSummary) {
  const values = { brandIds: summary.brandIds, sizes: summary.sizes, colors: summary.colors };
  if (!scope.summaries) return namedFilters(db, values);
  const sorted = (list: (string | number)[]) => [...list].sort();
  const key = JSON.stringify([
    contentLocale() ?? '',
    sorted(values.brandIds),
    sorted(values.sizes),
    sorted(values.colors),
  ]);
  return scope.summaries.get(`names:${key}`, () => namedFilters(db, values));
}
