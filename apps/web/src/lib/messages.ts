import { shopperEndpoints as endpoints } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { storedLocale } from './locale.ts';

/** A language's message map in the query cache (the language picker loads the next one ahead). */
const messagesKey = (locale: string) => ['messages', locale] as const;

export const getMessages = (locale: string, signal?: AbortSignal) =>
  api(endpoints.settings.messages, { params: { locale }, signal });

export const messagesQueryOptions = (locale = storedLocale()) =>
  queryOptions({
    queryKey: messagesKey(locale),
    queryFn: ({ signal }) => getMessages(locale, signal),
    staleTime: Number.POSITIVE_INFINITY,
    // A missing language file is logged only; screens fall back to English keys
    // (docs/features/forms-and-errors.md#failures-that-stay-quiet).
    retry: false,
  });

export const useMessagesQuery = () => useQuery(messagesQueryOptions());
