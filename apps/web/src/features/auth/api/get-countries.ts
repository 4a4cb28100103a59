import { shopperEndpoints as endpoints } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from '../keys.ts';

export const getCountries = (signal?: AbortSignal) => api(endpoints.countries.countries, { signal });

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.countries(),
    queryFn: ({ signal }) => getCountries(signal),
    // The list changes only when the owner edits it.
    staleTime: 60 * 60_000,
  });

export const useCountriesQuery = () => useQuery(countriesQueryOptions());
