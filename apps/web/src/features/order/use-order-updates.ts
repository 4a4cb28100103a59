import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { chatUserChannel, type OrderEvent, REALTIME_EVENTS } from '@souk/contract';
import { subscribePrivate } from '@souk/client';
import { useT } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { bearerHeaders, useRealtimeSession } from '../chat/use-realtime-session.ts';
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
  const session = useRealtimeSession();
  const t = useT();
  // Read by the handler, which should not resubscribe when the language changes.
  const tRef = useRef(t);
  useEffect(() => {
    tRef.current = t;
  }, [t]);

  useEffect(() => {
    if (!session) return;
    const onEvent = (data: unknown) => {
      const order = eventOrder(data);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      if (!order) return;
      const say = tRef.current;
      toast.info(say('Order :code is now :status', { code: order.order_code, status: say(order.order_status) }), {
        action: { label: say('View order'), onClick: () => void navigate(`/order-history/${order.id}`) },
      });
    };
    return subscribePrivate(session.settings, {
      channel: chatUserChannel(session.userId),
      headers: bearerHeaders(session.token),
      on: { [REALTIME_EVENTS.orderToUser]: onEvent },
    });
  }, [session, queryClient, navigate]);
}
