import { infiniteQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { nextPage } from '../chat-rules.ts';

export type Page<T> = { total: number; data: T[] };

/** What fetching a page may use: the call's abort signal, and the cache, for what the read changes. */
export interface PageContext {
  signal: AbortSignal;
  client: QueryClient;
}

/**
 * Both chat lists page the same way: pages of 20 numbered from 1 until `total` rows have come. A
 * failed page is not retried (a failed shop list counts as finished:
 * docs/features/chat.md#when-something-fails).
 */
export const pagedQueryOptions = <T, K extends QueryKey>(
  queryKey: K,
  fetchPage: (page: number, context: PageContext) => Promise<Page<T>>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal, client }) => fetchPage(pageParam, { signal, client }),
    initialPageParam: 1,
    getNextPageParam: (_last: Page<T>, pages: Page<T>[]) => nextPage(pages),
    retry: false,
  });
