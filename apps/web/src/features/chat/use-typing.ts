import { conversationChannel } from '@souk/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { watchTyping } from '@souk/client';
import { bearerHeaders, useRealtimeSession } from './use-realtime-session.ts';

/**
 * The typing indicator of one conversation: whether the shop is typing now, and `typing()` to
 * call as the shopper types, which tells the shop. Without realtime nothing shows and nothing
 * is sent.
 */
export function useConversationTyping(shopId: number): { shopTyping: boolean; typing: () => void } {
  const session = useRealtimeSession();
  const [shopTyping, setShopTyping] = useState(false);
  const watch = useRef<ReturnType<typeof watchTyping> | null>(null);

  useEffect(() => {
    if (!session) return;
    const watching = watchTyping(session.settings, {
      channel: conversationChannel(session.userId, shopId),
      headers: bearerHeaders(session.token),
      onChange: setShopTyping,
    });
    watch.current = watching;
    return () => {
      watching.stop();
      watch.current = null;
    };
  }, [session, shopId]);

  const typing = useCallback(() => watch.current?.typing(), []);
  return { shopTyping, typing };
}
