import { useSyncExternalStore } from 'react';

// One clock for every countdown on the page, ticking each second while any is shown.
let now = Date.now();
const listeners = new Set<() => void>();
let timer: number | undefined;

function subscribe(onTick: () => void): () => void {
  listeners.add(onTick);
  now = Date.now();
  timer ??= window.setInterval(() => {
    now = Date.now();
    for (const listener of listeners) listener();
  }, 1000);
  return () => {
    listeners.delete(onTick);
    if (listeners.size === 0) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The current time, refreshed every second, for countdowns; null where the time must not show:
 * in the server's render and the render that hydrates it, whose markup must be the same.
 */
export function useNow(): number | null {
  return useSyncExternalStore<number | null>(
    subscribe,
    () => now,
    () => null,
  );
}
