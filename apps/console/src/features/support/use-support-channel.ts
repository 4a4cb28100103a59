import { chatShopChannel, REALTIME_EVENTS, supportStaffChannel } from '@souk/contract';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useRealtimeSettings } from '../../lib/realtime-settings.ts';
import { shopOf, useSession } from '../../lib/session.ts';
import { listenShared } from './shared-subscription.ts';
import { inSupport, useTicketActivity } from './use-ticket-activity.ts';

const NONE: ReadonlySet<string> = new Set();

/**
 * Hears shoppers open, answer and cancel tickets: an owner on their shop's private channel
 * (joined once with the console's other listeners of it), platform staff on their own. Safe to
 * use in several components at once: the page joins once and handles each event once. Returns
 * how many tickets had news since the Support section was last on screen.
 */
export function useSupportChannel(): number {
  const session = useSession();
  const settings = useRealtimeSettings();
  const token = session?.access.token;
  const shopId = shopOf(session)?.id;
  const [unseen, setUnseen] = useState(NONE);
  const onUnseen = useCallback((ticket: string) => setUnseen((seen) => new Set(seen).add(ticket)), []);
  const onActivity = useTicketActivity({ toastEverywhere: shopId !== undefined, onUnseen });
  // Opening Support is seeing its news: the count starts again from there.
  const looking = inSupport(useLocation().pathname);
  if (looking && unseen.size > 0) setUnseen(NONE);
  useEffect(() => {
    if (!settings || !token) return;
    const channel = shopId === undefined ? supportStaffChannel : chatShopChannel(shopId);
    const headers = { Authorization: `Bearer ${token}` };
    return listenShared(settings, headers, channel, REALTIME_EVENTS.ticketToSupport, onActivity);
  }, [settings, token, shopId, onActivity]);
  return unseen.size;
}
