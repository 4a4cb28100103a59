import { shopperEndpoints as endpoints } from '@souk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { api } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { orderKeys } from '../keys.ts';

export const orderAgain = (orderId: number) => api(endpoints.orders.orderAgain, { body: { order_id: orderId } });

/**
 * Order Again: the server places the same lines as a new order with the same payment method.
 * An online one continues on the gateway's page; otherwise the new order's details open.
 */
export function useOrderAgain() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderAgain,
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      if (data.order_payment_url) {
        window.location.assign(data.order_payment_url);
        return;
      }
      toast.success(t('Your order has been placed successfully.'));
      navigate(`/order-history/${data.order.id}`);
    },
    onError: (error) => toast.error(error.message),
  });
}
