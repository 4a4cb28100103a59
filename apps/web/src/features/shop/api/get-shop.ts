import { shopperEndpoints as endpoints } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { shopKeys } from '../keys.ts';

export const getShop = (id: number, signal?: AbortSignal) => api(endpoints.shops.shop, { params: { id }, signal });

export const shopQueryOptions = (id: number) =>
  queryOptions({ queryKey: shopKeys.detail(id), queryFn: ({ signal }) => getShop(id, signal) });

export const useShopQuery = (id: number) => useQuery(shopQueryOptions(id));
