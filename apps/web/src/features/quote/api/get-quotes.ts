import { shopperEndpoints as endpoints } from '@souk/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { quoteKeys } from '../keys.ts';
import { logQuoteFailure } from '../log-failure.ts';
import type { QuoteTab } from '../statuses.ts';

/** Quotes a page holds (the Paginator's default, docs/features/storefront.md#lists-and-pages). */
export const QUOTES_PER_PAGE = 10;

export const getQuotes = (status: QuoteTab, page: number, signal?: AbortSignal) =>
  api(endpoints.quotes.quotes, {
    query: { status: status === 'all' ? undefined : status, page, per_page: QUOTES_PER_PAGE },
    signal,
  }).catch(logQuoteFailure);

export const quotesQueryOptions = (status: QuoteTab, page: number) =>
  queryOptions({
    queryKey: quoteKeys.list(status, page),
    queryFn: ({ signal }) => getQuotes(status, page, signal),
    placeholderData: keepPreviousData,
  });

/** The shopper's quotes, newest first, optionally of one state. */
export const useQuotesQuery = (status: QuoteTab, page: number) => useQuery(quotesQueryOptions(status, page));
