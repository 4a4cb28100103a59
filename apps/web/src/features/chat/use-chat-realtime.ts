import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { type ChatEvent, type ChatMessage, chatUserChannel, REALTIME_EVENTS, shopOfRealtimeUser } from '@souk/contract';
import { subscribePrivate } from '@souk/client';
import { toast } from '../../lib/toast.ts';
import { useT } from '../../lib/i18n.ts';
import { useChatStore } from './store.ts';
import { bearerHeaders, useRealtimeSession } from './use-realtime-session.ts';

export const MESSAGES_PATH = '/massages';

/**
 * The message a `send-message-to-user` event carries (a `ChatEvent`), when it names its id and its
 * shop; checked by hand rather than by zod, to keep zod out of the main bundle.
 */
function eventMessage(data: unknown): ChatMessage | null {
  const message = (data as Partial<ChatEvent> | null)?.message;
  return typeof message?.id === 'number' && typeof message.shop?.id === 'number' ? message : null;
}

/**
 * Listens for shops' messages on the shopper's private channel
 * (docs/features/chat.md#live-messages), only when the server names a realtime key. The message an
 * event carries goes into the thread, the conversations and the unread count as it came
 * (live-message.ts). Outside the messages screen the active shop clears, unless the side panel is
 * open; a reply the shopper is not looking at is a toast with the shop's name that opens the
 * conversation, so it is not missed (the count alone showed nowhere outside the account screens).
 * The connection signs in too, to hear which shops of the shopper's latest conversations are
 * connected (watchlist events), shown as Online.
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
    // The cache's part loads with the connection rather than with every page; messages heard
    // before it is in wait for it, in the order they came.
    const live = import('./live-message.ts');
    const onEvent = (data: unknown) => {
      const message = eventMessage(data);
      if (!message) return;
      live
        .then(({ takeLiveMessage }) => takeLiveMessage(queryClient, message))
        .catch((error: unknown) => console.error('Failed to take a live message:', error));
      if (pathRef.current === MESSAGES_PATH) return;
      const shop = { id: message.shop.id, name: message.shop.name };
      const { panelOpen, activeShop, clearActiveShop, openPanel } = useChatStore.getState();
      if (!(panelOpen && activeShop?.id === shop.id)) {
        const say = tRef.current;
        toast.info(say('New message from :shop', { shop: shop.name }), {
          action: { label: say('Open chat'), onClick: () => openPanel(shop) },
        });
      }
      // An open panel stays open (closing it under the shopper's typing would lose their place).
      if (!panelOpen) clearActiveShop();
    };
    return subscribePrivate(session.settings, {
      channel: chatUserChannel(session.userId),
      headers: bearerHeaders(session.token),
      on: { [REALTIME_EVENTS.messageToUser]: onEvent },
      watchlist: (status, userIds) => {
        const shops = userIds.flatMap((id) => shopOfRealtimeUser(id) ?? []);
        useChatStore.getState().setShopsOnline(shops, status === 'online');
      },
    });
  }, [session, queryClient]);
}
