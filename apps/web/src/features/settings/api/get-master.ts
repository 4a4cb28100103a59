import { shopperEndpoints as endpoints } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { storedLocale } from '../../../lib/locale.ts';
import { settingsKeys } from '../keys.ts';

export const getMaster = (signal?: AbortSignal) => api(endpoints.settings.master, { signal });

export const masterQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.master(storedLocale()),
    queryFn: ({ signal }) => getMaster(signal),
    staleTime: 5 * 60_000,
  });

export const useMasterQuery = () => useQuery(masterQueryOptions());
