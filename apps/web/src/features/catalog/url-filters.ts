import type { ProductsQuery, SortType } from '@souk/contract';

/** A `GET /products` query; every field optional (the server has defaults). */
export type ProductsParams = Partial<ProductsQuery>;

/** The sort orders the sort menu offers, with their labels (translation keys). */
export const SORT_OPTIONS: ReadonlyArray<readonly [SortType, string]> = [
  ['default', 'Default'],
  ['newest', 'Newest'],
  ['popular_product', 'Most Popular'],
  ['top_selling', 'Top Selling'],
  ['low_to_high', 'Price: Low to High'],
  ['high_to_low', 'Price: High to Low'],
];

/** Short URL parameter names (what a shared link shows) for the query fields they fill. */
const ID_PARAMS = {
  category: 'category_id',
  subcategory: 'sub_category_id',
  brand: 'brand_id',
  color: 'color_id',
  size: 'size_id',
} as const;

export type FilterParam = keyof typeof ID_PARAMS | 'search' | 'rating' | 'min_price' | 'max_price' | 'sort';

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};
const amount = (value: string | null) => {
  const n = Number(value);
  return value && Number.isFinite(n) && n >= 0 ? n : undefined;
};

/**
 * The product query a URL describes. Values that could not have come from our own links
 * (a rating of 9, a price of "abc", an unknown sort) are dropped rather than sent.
 */
export function readFilters(params: URLSearchParams): ProductsParams {
  const query: ProductsParams = {};
  const search = params.get('search')?.trim();
  if (search) query.search = search;
  for (const [param, field] of Object.entries(ID_PARAMS)) {
    const id = positiveInt(params.get(param));
    if (id) query[field] = id;
  }
  const rating = positiveInt(params.get('rating'));
  if (rating && rating <= 5) query.rating = rating;
  const min = amount(params.get('min_price'));
  const max = amount(params.get('max_price'));
  if (min !== undefined) query.min_price = min;
  if (max !== undefined && (min === undefined || max >= min)) query.max_price = max;
  const sort = SORT_OPTIONS.find(([value]) => value === params.get('sort'))?.[0];
  if (sort && sort !== 'default') query.sort_type = sort;
  const page = positiveInt(params.get('page'));
  if (page && page > 1) query.page = page;
  return query;
}

/**
 * The URL after changing some filters: a null or empty value removes the parameter, and any
 * change of filter goes back to page 1 (the old page number may not exist in the new results).
 */
export function changeFilters(
  params: URLSearchParams,
  changes: Partial<Record<FilterParam, string | number | null>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  for (const [param, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(param);
    else next.set(param, String(value));
  }
  return next;
}

/** The filter panel's choices (not search, sort or page) that are set in the URL. */
export const PANEL_PARAMS: readonly FilterParam[] = ['brand', 'color', 'size', 'rating', 'min_price', 'max_price'];
