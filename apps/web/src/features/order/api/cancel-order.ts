import { shopperEndpoints as endpoints } from '@souk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { api } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { orderKeys } from '../keys.ts';

export const cancelOrder = (orderId: number) => api(endpoints.orders.cancelOrder, { body: { order_id: orderId } });

/** Cancel a Pending order; the answer replaces the details and every list is refreshed. */
export function useCancelOrder() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: async (data) => {
      queryClient.setQueryData(orderKeys.detail(data.order.id), data);
      await queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      toast.success(t('Order cancelled'));
    },
    onError: (error) => toast.error(error.message),
  });
}
