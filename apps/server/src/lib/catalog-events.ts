/**
 * "The catalogue changed": settings, products, prices or stock that public catalogue answers
 * show. Caches subscribe and drop what they hold. With several server processes, relays carry
 * a change to the others (lib/redis/catalog-relay.ts), which tell their own caches.
 *
 * A change is `figures` when only stock, sales and ratings moved (an order, a review): answers
 * show them, but what lists select and summarise did not move, so the lists' summaries
 * (catalog/summaries.ts) keep theirs. Anything else is a `listing` change.
 */
export type CatalogChange = 'figures' | 'listing';

const listeners = new Set<(change: CatalogChange) => void>();
const relays = new Set<(change: CatalogChange) => void>();

export function onCatalogChange(listener: (change: CatalogChange) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Adds a relay told of every change made in this process; returns its removal. */
export function relayCatalogChanges(relay: (change: CatalogChange) => void): () => void {
  relays.add(relay);
  return () => relays.delete(relay);
}

export function catalogChanged(change: CatalogChange = 'listing'): void {
  catalogChangedElsewhere(change);
  for (const relay of relays) relay(change);
}

/** A change another process made: this process's caches drop what they hold; nothing is relayed. */
export function catalogChangedElsewhere(change: CatalogChange = 'listing'): void {
  for (const listener of listeners) listener(change);
}
