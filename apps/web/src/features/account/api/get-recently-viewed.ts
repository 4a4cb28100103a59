import { shopperEndpoints as endpoints } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { accountKeys } from '../keys.ts';

export const getRecentlyViewed = (signal?: AbortSignal) => api(endpoints.account.recentlyViewed, { signal });

export const recentlyViewedQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.recentlyViewed(), queryFn: ({ signal }) => getRecentlyViewed(signal) });

export const useRecentlyViewedQuery = () => useQuery(recentlyViewedQueryOptions());
