import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { subscribePrivate } from '../../lib/realtime.ts';
import { useAuthStore } from '../auth/store.ts';
import { useSettingsStore } from '../settings/store.ts';
import { chatKeys } from './keys.ts';
import { useChatStore } from './store.ts';

export const MESSAGES_PATH = '/massages';

/** The shop of a `send-message-to-user` event ({ message: { shop: { id } } }), read without zod to keep it out of the main bundle. */
function eventShopId(data: unknown): number | null {
  const id = (data as { message?: { shop?: { id?: unknown } } } | null)?.message?.shop?.id;
  return typeof id === 'number' ? id : null;
}

/**
 * Listens for shops' messages on the shopper's private channel (spec section 4), only when the
 * server names a realtime key. On the messages screen the thread reloads; elsewhere the unread
 * count refetches and the active shop clears, unless the side panel is open, whose thread then
 * reloads like the screen's does.
 */
export function useChatRealtime(): void {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const pathRef = useRef(pathname);
  // Read by the event handler, which should not resubscribe on every navigation.
  useEffect(() => {
    pathRef.current = pathname;
  }, [pathname]);
  const token = useAuthStore((s) => s.token);
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const master = useSettingsStore((s) => s.master);
  const key = master?.pusher_app_key ?? null;
  const cluster = master?.pusher_app_cluster ?? null;
  const host = master?.pusher_host ?? null;
  const port = master?.pusher_port ?? null;
  const scheme = master?.pusher_scheme ?? null;

  useEffect(() => {
    if (!key || !token || userId === null) return;
    const onEvent = async (data: unknown) => {
      const shopId = eventShopId(data);
      const thread = shopId !== null ? chatKeys.thread(shopId) : chatKeys.messages();
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
      if (pathRef.current === MESSAGES_PATH) {
        await queryClient.invalidateQueries({ queryKey: thread });
        return;
      }
      const { panelOpen, clearActiveShop } = useChatStore.getState();
      // An open panel stays open (closing it under the shopper's typing would lose their place).
      if (!panelOpen) clearActiveShop();
      // Reloads the thread if the panel shows it; reading marks it seen, so the count comes after.
      await queryClient.invalidateQueries({ queryKey: thread });
      await queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
    };
    return subscribePrivate(
      { key, cluster, host, port, scheme },
      {
        channel: `private-chat_user_${userId}`,
        event: 'send-message-to-user',
        headers: { Authorization: `Bearer ${token}` },
        onEvent: (data) => void onEvent(data),
      },
    );
  }, [key, cluster, host, port, scheme, token, userId, queryClient]);
}
