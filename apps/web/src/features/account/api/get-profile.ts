import { shopperEndpoints as endpoints } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { accountKeys } from '../keys.ts';

export const getProfile = (signal?: AbortSignal) => api(endpoints.account.profile, { signal });

export const profileQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.profile(), queryFn: ({ signal }) => getProfile(signal) });

export const useProfileQuery = () => useQuery(profileQueryOptions());
