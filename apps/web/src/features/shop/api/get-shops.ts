import { shopperEndpoints as endpoints } from '@souk/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { shopKeys } from '../keys.ts';

export const SHOPS_PER_PAGE = 12;

export const getShops = (page: number, signal?: AbortSignal) =>
  api(endpoints.shops.shops, { query: { page, per_page: SHOPS_PER_PAGE }, signal });

export const shopsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: shopKeys.list(page),
    queryFn: ({ signal }) => getShops(page, signal),
    placeholderData: keepPreviousData,
  });

export const useShopsQuery = (page: number) => useQuery(shopsQueryOptions(page));
