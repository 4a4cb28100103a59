import { REALTIME_EVENTS } from '@souk/contract';
import { type PrivateChannel, type RealtimeSettings, subscribePrivate } from './realtime.ts';

/** How long "Typing…" shows after the other side's last typing signal. */
const TYPING_SHOWN_MS = 4000;
/** How often, at most, one's own typing is told to the other side. */
const TYPING_SENT_EVERY_MS = 2500;

/**
 * One side of a conversation's typing indicator, on the conversation's own channel (a client
 * event, carrying nothing): `onChange` hears whether the other side is typing now, `typing()`
 * tells the other side, at most every few seconds. Without client events on the server,
 * nothing shows and nothing is sent. `stop()` leaves the channel.
 */
export function watchTyping(
  settings: RealtimeSettings,
  {
    channel,
    headers,
    onChange,
  }: { channel: string; headers: Record<string, string>; onChange: (typing: boolean) => void },
): { typing: () => void; stop: () => void } {
  let subscribed: PrivateChannel | null = null;
  let lastSent = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const leave = subscribePrivate(settings, {
    channel,
    headers,
    on: {
      [REALTIME_EVENTS.typing]: () => {
        onChange(true);
        clearTimeout(timer);
        timer = setTimeout(() => onChange(false), TYPING_SHOWN_MS);
      },
    },
    onSubscribed: (joined) => (subscribed = joined),
  });
  return {
    typing: () => {
      const now = Date.now();
      if (!subscribed || now - lastSent < TYPING_SENT_EVERY_MS) return;
      lastSent = now;
      subscribed.trigger(REALTIME_EVENTS.typing, {});
    },
    stop: () => {
      leave();
      clearTimeout(timer);
      subscribed = null;
      onChange(false);
    },
  };
}
