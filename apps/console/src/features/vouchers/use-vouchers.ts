import { endpoints, type SellerVoucherBody, type VoucherState } from '@souk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const VOUCHERS_PER_PAGE = 20;

export interface VoucherListState {
  state: VoucherState | undefined;
  search: string;
  page: number;
}

/** A page of the shop's vouchers; the previous page stays on screen while the next loads. */
export function useVouchers({ state, search, page }: VoucherListState) {
  return useQuery({
    queryKey: ['vouchers', { state, search, page }],
    queryFn: ({ signal }) =>
      api(endpoints.sellerVouchers.vouchers, {
        query: { state, search: search || undefined, page, per_page: VOUCHERS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useVoucher(id: number) {
  return useQuery({
    queryKey: ['voucher', id],
    queryFn: () => api(endpoints.sellerVouchers.voucher, { params: { id } }),
  });
}

/** After any voucher write: the lists and the voucher are read again. */
function useVouchersChanged() {
  const queryClient = useQueryClient();
  return () => Promise.all([['vouchers'], ['voucher']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useSaveVoucher(id: number | undefined) {
  const changed = useVouchersChanged();
  return useMutation({
    mutationFn: (body: SellerVoucherBody) =>
      id === undefined
        ? api(endpoints.sellerVouchers.create, { body })
        : api(endpoints.sellerVouchers.update, { params: { id }, body }),
    onSuccess: changed,
  });
}

export function usePauseVoucher(id: number) {
  const changed = useVouchersChanged();
  return useMutation({
    mutationFn: (paused: boolean) => api(endpoints.sellerVouchers.pause, { params: { id }, body: { paused } }),
    onSuccess: changed,
  });
}
