import { useEffect, useRef } from 'react';
import { chatUserChannel } from '@souk/contract';
import { subscribePrivate } from '@souk/client';
import { bearerHeaders, useRealtimeSession } from './use-realtime-session.ts';

/**
 * Hears `on`'s events on the signed-in shopper's private channel for as long as the caller is
 * mounted. The handlers may change on every render (they close over the language, say) without
 * the channel being left and joined again: only the events' names decide that.
 */
export function useShopperEvents(on: Record<string, (data: unknown) => void>): void {
  const session = useRealtimeSession();
  const handlers = useRef(on);
  useEffect(() => {
    handlers.current = on;
  });
  const events = Object.keys(on).join(' ');
  useEffect(() => {
    if (!session) return;
    const bound = Object.fromEntries(
      events.split(' ').map((event) => [event, (data: unknown) => handlers.current[event]?.(data)]),
    );
    return subscribePrivate(session.settings, {
      channel: chatUserChannel(session.userId),
      headers: bearerHeaders(session.token),
      on: bound,
    });
  }, [session, events]);
}
