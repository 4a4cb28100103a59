import { chatShopChannel, REALTIME_EVENTS, supportStaffChannel } from '@souk/contract';
import { useEffect } from 'react';
import { useRealtimeSettings } from '../../lib/realtime-settings.ts';
import { shopOf, useSession } from '../../lib/session.ts';
import { listenShared } from './shared-subscription.ts';
import { useTicketActivity } from './use-ticket-activity.ts';

/**
 * Hears shoppers open, answer and cancel tickets: an owner on their shop's private channel
 * (joined once with the console's other listeners of it), platform staff on their own. Safe to
 * use in several components at once: the page joins once and handles each event once.
 */
export function useSupportChannel(): void {
  const session = useSession();
  const settings = useRealtimeSettings();
  const onActivity = useTicketActivity();
  const token = session?.access.token;
  const shopId = shopOf(session)?.id;
  useEffect(() => {
    if (!settings || !token) return;
    const channel = shopId === undefined ? supportStaffChannel : chatShopChannel(shopId);
    const headers = { Authorization: `Bearer ${token}` };
    return listenShared(settings, headers, channel, REALTIME_EVENTS.ticketToSupport, onActivity);
  }, [settings, token, shopId, onActivity]);
}
