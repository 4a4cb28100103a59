import { sellerProductFilters, sellerProductSorts } from '@souk/contract';
import { useSearchParams } from 'react-router';
import type { ProductListState } from './use-products.ts';

const pick = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((v) => v === value) ?? fallback;

/**
 * The table's search, filter, sort and page live in the address, so a reload, the back button
 * and a shared link all show the same list. Any change but the page's goes back to page 1.
 */
export function useListState(): [ProductListState, (change: Partial<ProductListState>) => void] {
  const [params, setParams] = useSearchParams();
  const state: ProductListState = {
    search: params.get('search') ?? '',
    filter: pick(sellerProductFilters, params.get('filter'), 'all'),
    sort: pick(sellerProductSorts, params.get('sort'), 'newest'),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const update = (change: Partial<ProductListState>) => {
    const next = { ...state, ...change, page: change.page ?? 1 };
    const search = new URLSearchParams();
    if (next.search) search.set('search', next.search);
    if (next.filter !== 'all') search.set('filter', next.filter);
    if (next.sort !== 'newest') search.set('sort', next.sort);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: change.search !== undefined });
  };
  return [state, update];
}
