import {
  endpoints,
  type SellerProductBody,
  type SellerProductFilter,
  type SellerProductSort,
  type SellerProductsBulkBody,
} from '@souk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const PRODUCTS_PER_PAGE = 20;

export interface ProductListState {
  search: string;
  filter: SellerProductFilter;
  sort: SellerProductSort;
  page: number;
}

/** A page of the shop's products; the previous page stays on screen while the next loads. */
export function useProducts({ search, filter, sort, page }: ProductListState) {
  return useQuery({
    queryKey: ['products', { search, filter, sort, page }],
    queryFn: ({ signal }) =>
      api(endpoints.sellerProducts.products, {
        query: { search, filter, sort, page, per_page: PRODUCTS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useProduct(id: number) {
  return useQuery({
    queryKey: ['product', id],
    queryFn: () => api(endpoints.sellerProducts.product, { params: { id } }),
    select: (data) => data.product,
  });
}

/** What the product form offers: categories with their sub-categories, brands, units. */
export function useProductOptions() {
  return useQuery({
    queryKey: ['product-options'],
    queryFn: () => api(endpoints.sellerProducts.options),
    staleTime: 10 * 60_000,
  });
}

/** After any product write: the lists, the product and the dashboard's low stock are read again. */
function useProductsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [['products'], ['product'], ['dashboard']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

export function useSaveProduct(id: number | undefined) {
  const changed = useProductsChanged();
  return useMutation({
    mutationFn: (body: SellerProductBody) =>
      id === undefined
        ? api(endpoints.sellerProducts.create, { body })
        : api(endpoints.sellerProducts.update, { params: { id }, body }),
    onSuccess: changed,
  });
}

export function useDuplicateProduct() {
  const changed = useProductsChanged();
  return useMutation({
    mutationFn: (id: number) => api(endpoints.sellerProducts.duplicate, { params: { id } }),
    onSuccess: changed,
  });
}

export function useBulkEdit() {
  const changed = useProductsChanged();
  return useMutation({
    mutationFn: (body: SellerProductsBulkBody) => api(endpoints.sellerProducts.bulk, { body }),
    onSuccess: changed,
  });
}
