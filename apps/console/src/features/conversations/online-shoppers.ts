import { useSyncExternalStore } from 'react';

/** Shoppers of the shop's conversations connected now, as the realtime server's watchlist says. */
const online = new Set<number>();
const listeners = new Set<() => void>();
let version = 0;

export function setShoppersOnline(userIds: number[], isOnline: boolean): void {
  for (const id of userIds) {
    if (isOnline) online.add(id);
    else online.delete(id);
  }
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useShopperOnline(userId: number): boolean {
  useSyncExternalStore(subscribe, () => version);
  return online.has(userId);
}
