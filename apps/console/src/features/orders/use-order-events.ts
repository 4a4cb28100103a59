import { type OrderEvent, REALTIME_EVENTS } from '@souk/contract';
import type { RealtimeSubscription } from '@souk/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useI18n } from '../../lib/i18n.tsx';

/** The order an `order-changed` event names, when it names one. */
function eventOrder(data: unknown): OrderEvent['order'] | null {
  const order = (data as Partial<OrderEvent> | null)?.order;
  return typeof order?.id === 'number' && typeof order.order_code === 'string' ? order : null;
}

/**
 * What the shop's channel means to orders: a shopper placed or cancelled one. The lists, the
 * order's page and the dashboard are read again, and a toast opens the order. Stable across
 * renders, so the channel is not joined again on every navigation.
 */
export function useOrderEvents(): Pick<RealtimeSubscription, 'on'> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useI18n();
  const latest = useRef({ t, navigate });
  useEffect(() => {
    latest.current = { t, navigate };
  });
  return useMemo(
    () => ({
      on: {
        [REALTIME_EVENTS.orderToShop]: (data) => {
          for (const queryKey of [['orders'], ['order'], ['dashboard']])
            void queryClient.invalidateQueries({ queryKey });
          const order = eventOrder(data);
          if (!order) return;
          const { t: say, navigate: go } = latest.current;
          const message = order.order_status === 'Cancelled' ? 'orders.cancelledByShopper' : 'orders.new';
          toast.info(say(message, { code: order.order_code }), {
            action: { label: say('orders.open'), onClick: () => void go(`/orders/${order.id}`) },
          });
        },
      },
    }),
    [queryClient],
  );
}
