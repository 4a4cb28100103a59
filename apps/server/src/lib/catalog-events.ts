/**
 * "The catalogue changed": settings, products, prices or stock that public catalogue answers
 * show. Caches subscribe and drop what they hold.
 */
const listeners = new Set<() => void>();

export function onCatalogChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function catalogChanged(): void {
  for (const listener of listeners) listener();
}
