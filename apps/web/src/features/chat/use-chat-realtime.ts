import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { chatUserChannel, REALTIME_EVENTS, shopOfRealtimeUser } from '@souk/contract';
import { subscribePrivate } from '@souk/client';
import { toast } from '../../lib/toast.ts';
import { useT } from '../../lib/i18n.ts';
import { chatKeys } from './keys.ts';
import { useChatStore } from './store.ts';
import { bearerHeaders, useRealtimeSession } from './use-realtime-session.ts';

export const MESSAGES_PATH = '/massages';

/** The shop of a `send-message-to-user` event ({ message: { shop: { id, name } } }), read without zod to keep it out of the main bundle. */
function eventShop(data: unknown): { id: number; name: string } | null {
  const shop = (data as { message?: { shop?: { id?: unknown; name?: unknown } } } | null)?.message?.shop;
  return typeof shop?.id === 'number' ? { id: shop.id, name: typeof shop.name === 'string' ? shop.name : '' } : null;
}

/**
 * Listens for shops' messages on the shopper's private channel
 * (docs/features/chat.md#live-messages), only when the server names a realtime key. On the messages
 * screen the thread reloads; elsewhere the unread count refetches and the active shop clears,
 * unless the side panel is open, whose thread then reloads like the screen's does. A reply the
 * shopper is not looking at is a toast with the shop's name that opens the conversation, so it is
 * not missed (the count alone showed nowhere outside the account screens). The connection signs in
 * too, to hear which shops of the shopper's latest conversations are connected (watchlist events),
 * shown as Online.
 */
export function useChatRealtime(): void {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const pathRef = useRef(pathname);
  const t = useT();
  const tRef = useRef(t);
  // Read by the event handler, which should not resubscribe on every navigation.
  useEffect(() => {
    pathRef.current = pathname;
    tRef.current = t;
  }, [pathname, t]);
  const session = useRealtimeSession();

  useEffect(() => {
    if (!session) return;
    const onEvent = async (data: unknown) => {
      const shop = eventShop(data);
      const shopId = shop?.id ?? null;
      const thread = shopId !== null ? chatKeys.thread(shopId) : chatKeys.messages();
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
      if (pathRef.current === MESSAGES_PATH) {
        await queryClient.invalidateQueries({ queryKey: thread });
        return;
      }
      const { panelOpen, activeShop, clearActiveShop, openPanel } = useChatStore.getState();
      if (shop && !(panelOpen && activeShop?.id === shop.id)) {
        const say = tRef.current;
        toast.info(say('New message from :shop', { shop: shop.name }), {
          action: { label: say('Open chat'), onClick: () => openPanel(shop) },
        });
      }
      // An open panel stays open (closing it under the shopper's typing would lose their place).
      if (!panelOpen) clearActiveShop();
      // Reloads the thread if the panel shows it; reading marks it seen, so the count comes after.
      await queryClient.invalidateQueries({ queryKey: thread });
      await queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
    };
    return subscribePrivate(session.settings, {
      channel: chatUserChannel(session.userId),
      headers: bearerHeaders(session.token),
      on: { [REALTIME_EVENTS.messageToUser]: (data) => void onEvent(data) },
      watchlist: (status, userIds) => {
        const shops = userIds.flatMap((id) => shopOfRealtimeUser(id) ?? []);
        useChatStore.getState().setShopsOnline(shops, status === 'online');
      },
    });
  }, [session, queryClient]);
}
