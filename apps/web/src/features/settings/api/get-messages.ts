import { endpoints } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { storedLocale } from '../../../lib/locale.ts';
import { settingsKeys } from '../keys.ts';

export const getMessages = (locale: string, signal?: AbortSignal) =>
  api(endpoints.settings.messages, { params: { locale }, signal });

export const messagesQueryOptions = (locale = storedLocale()) =>
  queryOptions({
    queryKey: settingsKeys.messages(locale),
    queryFn: ({ signal }) => getMessages(locale, signal),
    staleTime: Number.POSITIVE_INFINITY,
    // A missing language file is logged only (spec section 8); screens fall back to English keys.
    retry: false,
  });

export const useMessagesQuery = () => useQuery(messagesQueryOptions());
