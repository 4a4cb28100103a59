import { endpoints, type SellerFlashAddBody, type SellerFlashEntryBody } from '@souk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const SALES_PER_PAGE = 12;
export const ENTRIES_PER_PAGE = 20;
/** Products the picker offers per search. */
const PICKER_SIZE = 20;

/** The sales the shop can join, with its figures in each. */
export function useFlashSales(page: number) {
  return useQuery({
    queryKey: ['flash-sales', page],
    queryFn: () => api(endpoints.sellerFlashSales.sales, { query: { page, per_page: SALES_PER_PAGE } }),
    placeholderData: keepPreviousData,
  });
}

/** One sale and a page of the shop's entries in it. */
export function useFlashSale(id: number, page: number) {
  return useQuery({
    queryKey: ['flash-sale', id, page],
    queryFn: () =>
      api(endpoints.sellerFlashSales.sale, { params: { id }, query: { page, per_page: ENTRIES_PER_PAGE } }),
    placeholderData: keepPreviousData,
  });
}

/** The shop's active products matching `search`, for picking ones to add. */
export function usePickableProducts(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['products', { search, filter: 'active', sort: 'name', picker: true }],
    queryFn: ({ signal }) =>
      api(endpoints.sellerProducts.products, {
        query: { search, filter: 'active', sort: 'name', per_page: PICKER_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** After any entry write: the sale, the list's figures and the products' table are read again. */
function useEntriesChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [['flash-sales'], ['flash-sale'], ['products']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

export function useAddEntries(saleId: number) {
  const changed = useEntriesChanged();
  return useMutation({
    mutationFn: (body: SellerFlashAddBody) => api(endpoints.sellerFlashSales.add, { params: { id: saleId }, body }),
    onSuccess: changed,
  });
}

export function useUpdateEntry(saleId: number) {
  const changed = useEntriesChanged();
  return useMutation({
    mutationFn: ({ productId, body }: { productId: number; body: SellerFlashEntryBody }) =>
      api(endpoints.sellerFlashSales.update, { params: { id: saleId, product_id: productId }, body }),
    onSuccess: changed,
  });
}

/** Withdraws one of the shop's requests in the sale while it waits for approval. */
export function useWithdrawRequest(saleId: number) {
  const changed = useEntriesChanged();
  return useMutation({
    mutationFn: (requestId: number) =>
      api(endpoints.sellerFlashSales.withdraw, { params: { id: saleId, request_id: requestId } }),
    onSuccess: changed,
  });
}

export function useRemoveEntry(saleId: number) {
  const changed = useEntriesChanged();
  return useMutation({
    mutationFn: (productId: number) =>
      api(endpoints.sellerFlashSales.remove, { params: { id: saleId, product_id: productId } }),
    onSuccess: changed,
  });
}
