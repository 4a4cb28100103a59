import { chatEventSchema, chatShopChannel, REALTIME_EVENTS } from '@souk/contract';
import { subscribePrivate } from '@souk/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useI18n } from '../../lib/i18n.tsx';
import { useRealtimeSettings } from '../../lib/realtime-settings.ts';
import { useSession } from '../../lib/session.ts';
import { setShoppersOnline } from './online-shoppers.ts';
import { conversationKeys } from './use-conversations.ts';

/** A shopper's realtime user id ("12") as their account id; the shop's own ids ("shop-3") are not shoppers. */
const shopperId = (id: string) => (/^\d+$/.test(id) ? Number(id) : null);

/**
 * The shop's private channel, heard on every console page: a shopper's message refreshes the
 * inbox, the thread it belongs to and the dashboard, and is a toast that opens the thread unless
 * that thread is on screen. The connection signs in as the shop, so the server tells it which
 * shoppers of its conversations are connected.
 */
export function useShopRealtime(): void {
  const session = useSession();
  const settings = useRealtimeSettings();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t } = useI18n();
  // Read by the handler, which should not resubscribe on every navigation.
  const latest = useRef({ pathname, t, navigate });
  useEffect(() => {
    latest.current = { pathname, t, navigate };
  });
  const token = session?.access.token;
  const shopId = session?.shop.id;
  useEffect(() => {
    if (!settings || !token || shopId === undefined) return;
    return subscribePrivate(settings, {
      channel: chatShopChannel(shopId),
      headers: { Authorization: `Bearer ${token}` },
      on: {
        [REALTIME_EVENTS.messageToShop]: (data) => {
          void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
          void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
          const event = chatEventSchema.safeParse(data);
          if (!event.success) return;
          const { user } = event.data.message;
          const { pathname: current, t: say, navigate: go } = latest.current;
          if (current === `/conversations/${user.id}`) return;
          toast.info(say('chat.newMessage', { name: user.name }), {
            action: { label: say('chat.open'), onClick: () => void go(`/conversations/${user.id}`) },
          });
        },
      },
      watchlist: (status, ids) =>
        setShoppersOnline(
          ids.flatMap((id) => shopperId(id) ?? []),
          status === 'online',
        ),
    });
  }, [settings, token, shopId, queryClient]);
}
