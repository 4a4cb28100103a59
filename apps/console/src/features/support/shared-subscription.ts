import { type RealtimeSettings, subscribePrivate } from '@souk/client';

type Listener = (data: unknown) => void;

interface Shared {
  listeners: Listener[];
  stop: () => void;
}

const shared = new Map<string, Shared>();

/**
 * Hears `event` on private `channel` once per page however many components ask (the inbox, a
 * ticket page, the console's frame): the listener that asked last handles each event, so one
 * event is never handled, or toasted, twice. The channel is left on the turn after its last
 * listener goes, so moving from one support page to another keeps the subscription (the next
 * page asks in the same commit) instead of leaving the channel and joining it again.
 */
export function listenShared(
  settings: RealtimeSettings,
  headers: Record<string, string>,
  channel: string,
  event: string,
  listener: Listener,
): () => void {
  const key = JSON.stringify([settings, headers, channel, event]);
  let entry = shared.get(key);
  if (!entry) {
    const created: Shared = { listeners: [], stop: () => {} };
    created.stop = subscribePrivate(settings, {
      channel,
      headers,
      on: { [event]: (data) => created.listeners.at(-1)?.(data) },
    });
    shared.set(key, created);
    entry = created;
  }
  const current = entry;
  current.listeners.push(listener);
  return () => {
    current.listeners.splice(current.listeners.indexOf(listener), 1);
    setTimeout(() => {
      if (current.listeners.length > 0 || shared.get(key) !== current) return;
      shared.delete(key);
      current.stop();
    });
  };
}
