import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type OrderEvent, REALTIME_EVENTS } from '@souk/contract';
import { useT } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { useShopperEvents } from '../chat/index.ts';
import { orderKeys } from './keys.ts';

/** The order of an `order-status-changed` event, read without zod to keep it out of the main bundle. */
function eventOrder(data: unknown): OrderEvent['order'] | null {
  const order = (data as Partial<OrderEvent> | null)?.order;
  return typeof order?.id === 'number' && typeof order.order_code === 'string' && typeof order.order_status === 'string'
    ? order
    : null;
}

/**
 * Hears the shop move the signed-in shopper's orders (on their private channel) wherever they
 * are: the order's page and the history reload in place, and a toast says where the order
 * stands now, with a link to it.
 */
export function useOrderUpdates(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT();
  useShopperEvents({
    [REALTIME_EVENTS.orderToUser]: (data) => {
      const order = eventOrder(data);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      if (!order) return;
      toast.info(t('Order :code is now :status', { code: order.order_code, status: t(order.order_status) }), {
        action: { label: t('View order'), onClick: () => void navigate(`/order-history/${order.id}`) },
      });
    },
  });
}
