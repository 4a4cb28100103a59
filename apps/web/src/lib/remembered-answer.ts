import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

// Where there is no browser storage (the server's render) nothing is remembered.
const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);

/**
 * One query's last answer kept in the browser for the shopper it was for, so a reload can show it
 * at once while the query asks the server again (docs/adr/0008-where-shopper-state-lives.md). It
 * stands in only until the query has an answer of its own.
 */
export function rememberedAnswer<T>(name: string) {
  return {
    /** The answer kept for `owner` (a signed-in shopper's id); undefined for anyone else. */
    read(owner: number | null): T | undefined {
      const raw = owner === null ? null : (storage()?.getItem(name) ?? null);
      try {
        const kept = raw ? (JSON.parse(raw) as { owner: number; data: T }) : null;
        return kept?.owner === owner ? kept.data : undefined;
      } catch {
        return undefined;
      }
    },
    write(owner: number, data: T): void {
      storage()?.setItem(name, JSON.stringify({ owner, data }));
    },
    forget(): void {
      storage()?.removeItem(name);
    },
  };
}

/**
 * Calls `take` with every answer the query at `queryKey` takes into the cache: fetched, or set
 * from a change's answer. Answers the unsubscribe.
 */
export function onAnswer<T>(queryClient: QueryClient, queryKey: QueryKey, take: (data: T) => void): () => void {
  const hash = hashKey(queryKey);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && event.query.queryHash === hash) {
      take(event.action.data as T);
    }
  });
}
