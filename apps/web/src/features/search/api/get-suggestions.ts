import { shopperEndpoints as endpoints } from '@souk/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { searchKeys } from '../keys.ts';

export const getSuggestions = (text: string, signal?: AbortSignal) =>
  api(endpoints.suggest.suggestions, { query: { q: text }, signal });

export const suggestionsQueryOptions = (text: string) =>
  queryOptions({
    queryKey: searchKeys.suggestions(text),
    queryFn: ({ signal }) => getSuggestions(text, signal),
    // The list of the last text stays while the next one is asked, rather than flicker empty.
    placeholderData: keepPreviousData,
    // Typing back over a text asks nothing new for a minute.
    staleTime: 60_000,
  });

export const useSuggestionsQuery = (text: string, enabled: boolean) =>
  useQuery({ ...suggestionsQueryOptions(text), enabled });
