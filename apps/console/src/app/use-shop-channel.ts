import { chatShopChannel } from '@souk/contract';
import { subscribePrivate } from '@souk/client';
import { useEffect } from 'react';
import { useMessageEvents } from '../features/conversations/use-message-events.ts';
import { useOrderEvents } from '../features/orders/use-order-events.ts';
import { useRealtimeSettings } from '../lib/realtime-settings.ts';
import { shopOf, useSession } from '../lib/session.ts';

/**
 * The shop's private channel, heard on every console page: shoppers' messages and orders placed
 * or cancelled. The connection signs in as the shop, so the server tells it which shoppers of
 * its conversations are connected. Only the owner's session joins it: staff looking at a shop's
 * console read it without live news (a reload shows what came since).
 */
export function useShopChannel(): void {
  const session = useSession();
  const settings = useRealtimeSettings();
  const messages = useMessageEvents();
  const orders = useOrderEvents();
  const token = session?.access.token;
  const shopId = shopOf(session)?.id;
  useEffect(() => {
    if (!settings || !token || shopId === undefined) return;
    return subscribePrivate(settings, {
      channel: chatShopChannel(shopId),
      headers: { Authorization: `Bearer ${token}` },
      on: { ...messages.on, ...orders.on },
      watchlist: messages.watchlist,
    });
  }, [settings, token, shopId, messages, orders]);
}
