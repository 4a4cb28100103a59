/**
 * "The catalogue changed": settings, products, prices or stock that public catalogue answers
 * show. Caches subscribe and drop what they hold. With several server processes, relays carry
 * a change to the others (lib/redis/catalog-relay.ts), which tell their own caches.
 */
const listeners = new Set<() => void>();
const relays = new Set<() => void>();

export function onCatalogChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Adds a relay told of every change made in this process; returns its removal. */
export function relayCatalogChanges(relay: () => void): () => void {
  relays.add(relay);
  return () => relays.delete(relay);
}

export function catalogChanged(): void {
  catalogChangedElsewhere();
  for (const relay of relays) relay();
}

/** A change another process made: this process's caches drop what they hold; nothing is relayed. */
export function catalogChangedElsewhere(): void {
  for (const listener of listeners) listener();
}
