import { shopperEndpoints as endpoints } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { shopKeys } from '../keys.ts';

export const getShopCategories = (shopId: number, signal?: AbortSignal) =>
  api(endpoints.shops.shopCategories, { query: { shop_id: shopId, per_page: 100 }, signal });

export const shopCategoriesQueryOptions = (shopId: number) =>
  queryOptions({
    queryKey: shopKeys.categories(shopId),
    queryFn: ({ signal }) => getShopCategories(shopId, signal),
    staleTime: 10 * 60_000,
  });

export const useShopCategoriesQuery = (shopId: number) => useQuery(shopCategoriesQueryOptions(shopId));
