import { conversationChannel, REALTIME_EVENTS } from '@souk/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type PrivateChannel, subscribePrivate } from '../../lib/realtime.ts';
import { bearerHeaders, useRealtimeSession } from './use-realtime-session.ts';

/** How long "Typing…" shows after the shop's last typing signal. */
export const TYPING_SHOWN_MS = 4000;
/** How often, at most, the shopper's own typing is told to the shop. */
const TYPING_SENT_EVERY_MS = 2500;

/**
 * The typing indicator of one conversation: whether the shop is typing now, and `typing()` to
 * call as the shopper types, which tells the shop (a client event on the conversation's
 * channel, no more than every few seconds). Without realtime, or with client events turned
 * off on the server, nothing shows and nothing is sent.
 */
export function useConversationTyping(shopId: number): { shopTyping: boolean; typing: () => void } {
  const session = useRealtimeSession();
  const [shopTyping, setShopTyping] = useState(false);
  const channel = useRef<PrivateChannel | null>(null);
  const lastSent = useRef(0);

  useEffect(() => {
    if (!session) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = subscribePrivate(session.settings, {
      channel: conversationChannel(session.userId, shopId),
      headers: bearerHeaders(session.token),
      on: {
        [REALTIME_EVENTS.typing]: () => {
          setShopTyping(true);
          clearTimeout(timer);
          timer = setTimeout(() => setShopTyping(false), TYPING_SHOWN_MS);
        },
      },
      onSubscribed: (subscribed) => (channel.current = subscribed),
    });
    return () => {
      stop();
      clearTimeout(timer);
      channel.current = null;
      setShopTyping(false);
    };
  }, [session, shopId]);

  const typing = useCallback(() => {
    const now = Date.now();
    if (!channel.current || now - lastSent.current < TYPING_SENT_EVERY_MS) return;
    lastSent.current = now;
    channel.current.trigger(REALTIME_EVENTS.typing, {});
  }, []);

  return { shopTyping, typing };
}
