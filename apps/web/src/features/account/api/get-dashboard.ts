import { shopperEndpoints as endpoints } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { accountKeys } from '../keys.ts';

export const getDashboard = (signal?: AbortSignal) => api(endpoints.account.dashboard, { signal });

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.dashboard(), queryFn: ({ signal }) => getDashboard(signal) });

export const useDashboardQuery = () => useQuery(dashboardQueryOptions());
