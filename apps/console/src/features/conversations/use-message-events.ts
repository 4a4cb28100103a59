import { chatEventSchema, REALTIME_EVENTS } from '@souk/contract';
import type { RealtimeSubscription } from '@souk/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useI18n } from '../../lib/i18n.tsx';
import { setShoppersOnline } from './online-shoppers.ts';
import { conversationKeys } from './use-conversations.ts';

/** A shopper's realtime user id ("12") as their account id; the shop's own ids ("shop-3") are not shoppers. */
const shopperId = (id: string) => (/^\d+$/.test(id) ? Number(id) : null);

/**
 * What the shop's channel means to conversations: a shopper's message refreshes the inbox, the
 * thread it belongs to and the dashboard, and is a toast that opens the thread unless that
 * thread is on screen; the watchlist says which shoppers are connected. Stable across renders,
 * so the channel is not joined again on every navigation.
 */
export function useMessageEvents(): Pick<RealtimeSubscription, 'on' | 'watchlist'> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t } = useI18n();
  const latest = useRef({ pathname, t, navigate });
  useEffect(() => {
    latest.current = { pathname, t, navigate };
  });
  return useMemo(
    () => ({
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
    }),
    [queryClient],
  );
}
