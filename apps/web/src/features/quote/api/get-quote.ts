import { shopperEndpoints as endpoints } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { quoteKeys } from '../keys.ts';
import { logQuoteFailure } from '../log-failure.ts';

export const getQuote = (id: number, signal?: AbortSignal) =>
  api(endpoints.quotes.quote, { params: { id }, signal }).catch(logQuoteFailure);
export const getEditQuote = (id: number, signal?: AbortSignal) =>
  api(endpoints.quotes.editQuote, { params: { id }, signal }).catch(logQuoteFailure);

export const quoteQueryOptions = (id: number) =>
  queryOptions({ queryKey: quoteKeys.detail(id), queryFn: ({ signal }) => getQuote(id, signal) });

export const editQuoteQueryOptions = (id: number) =>
  queryOptions({ queryKey: quoteKeys.edit(id), queryFn: ({ signal }) => getEditQuote(id, signal) });

/** One quote with its lines and the shop's answer (`/view-quote/{id}`). */
export const useQuoteQuery = (id: number) => useQuery({ ...quoteQueryOptions(id), enabled: Number.isInteger(id) });

/** The quote the edit form starts from (`/edit-quote/{id}`). */
export const useEditQuoteQuery = (id: number) =>
  useQuery({ ...editQuoteQueryOptions(id), enabled: Number.isInteger(id) });
