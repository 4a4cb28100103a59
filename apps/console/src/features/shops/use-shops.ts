import { endpoints, type StaffShopBody, type StaffShopResponse, type StaffShopStatus } from '@souk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const SHOPS_PER_PAGE = 20;

export interface ShopListState {
  status: StaffShopStatus | undefined;
  search: string;
  page: number;
}

/** A page of shops; the previous page stays on screen while the next loads. */
export function useShops({ status, search, page }: ShopListState) {
  return useQuery({
    queryKey: ['shops', { status, search, page }],
    queryFn: ({ signal }) =>
      api(endpoints.staffShops.shops, {
        query: { status, search: search || undefined, page, per_page: SHOPS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useShop(id: number) {
  return useQuery({
    queryKey: ['shop', id],
    queryFn: () => api(endpoints.staffShops.shop, { params: { id } }),
  });
}

/** A change's answer replaces the shop's page and the lists (their counts) are read again. */
function useChanged(id: number) {
  const queryClient = useQueryClient();
  return async (data: StaffShopResponse) => {
    queryClient.setQueryData(['shop', id], data);
    await queryClient.invalidateQueries({ queryKey: ['shops'] });
  };
}

/** Deactivates (false) or reactivates (true) the shop. */
export function useSetShopActive(id: number) {
  return useMutation({
    mutationFn: (active: boolean) => api(endpoints.staffShops.setActive, { params: { id }, body: { active } }),
    onSuccess: useChanged(id),
  });
}

/** Saves the shop's name and contact. */
export function useEditShop(id: number) {
  return useMutation({
    mutationFn: (body: StaffShopBody) => api(endpoints.staffShops.update, { params: { id }, body }),
    onSuccess: useChanged(id),
  });
}
