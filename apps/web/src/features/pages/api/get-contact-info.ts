import { shopperEndpoints as endpoints } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pageKeys } from '../keys.ts';

export const getContactInfo = (signal?: AbortSignal) => api(endpoints.pages.contactUs, { signal });

export const contactInfoQueryOptions = () =>
  queryOptions({
    queryKey: pageKeys.contact(),
    queryFn: ({ signal }) => getContactInfo(signal),
    staleTime: 10 * 60_000,
  });

export const useContactInfoQuery = () => useQuery(contactInfoQueryOptions());
