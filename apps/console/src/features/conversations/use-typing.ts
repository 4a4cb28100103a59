import { watchTyping } from '@souk/client';
import { conversationChannel } from '@souk/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtimeSettings } from '../../lib/realtime-settings.ts';
import { shopOf, useSession } from '../../lib/session.ts';

/**
 * One conversation's typing, both ways: whether the shopper is typing now, and `typing()` to
 * call as the owner types, which tells the shopper.
 */
export function useTyping(userId: number): { shopperTyping: boolean; typing: () => void } {
  const session = useSession();
  const settings = useRealtimeSettings();
  const [shopperTyping, setShopperTyping] = useState(false);
  const watch = useRef<ReturnType<typeof watchTyping> | null>(null);
  const token = session?.access.token;
  const shopId = shopOf(session)?.id;
  useEffect(() => {
    if (!settings || !token || shopId === undefined) return;
    const watching = watchTyping(settings, {
      channel: conversationChannel(userId, shopId),
      headers: { Authorization: `Bearer ${token}` },
      onChange: setShopperTyping,
    });
    watch.current = watching;
    return () => {
      watching.stop();
      watch.current = null;
    };
  }, [settings, token, shopId, userId]);
  const typing = useCallback(() => watch.current?.typing(), []);
  return { shopperTyping, typing };
}
