import { ApiError } from '@souk/client';
import { endpoints, type OrderStatus } from '@souk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';

export const ORDERS_PER_PAGE = 20;

/** One page of the shop's orders in one status (or all), with the counts per status. */
export function useOrders(status: OrderStatus | undefined, page: number) {
  return useQuery({
    queryKey: ['orders', status ?? 'all', page],
    queryFn: () =>
      api(endpoints.sellerOrders.orders, { query: { order_status: status, page, per_page: ORDERS_PER_PAGE } }),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: number) {
  return useQuery({
    queryKey: ['order', id],
    queryFn: () => api(endpoints.sellerOrders.order, { params: { id } }),
    select: (data) => data.order,
  });
}

/** Moves an order to a status; the lists and the dashboard are read again after. */
export function useSetOrderStatus() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; code: string; status: OrderStatus }) =>
      api(endpoints.sellerOrders.setStatus, { params: { id }, body: { order_status: status } }),
    onSuccess: (_, { code, status }) => {
      toast.success(t('orders.changed', { code, status: t(`status.${status}`) }));
    },
    onError: (error) => {
      toast.error(error instanceof ApiError ? error.message : String(error));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['order'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
