import { shopperEndpoints as endpoints } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { wishlistKeys } from '../keys.ts';

export const getFavoriteProducts = (signal?: AbortSignal) => api(endpoints.favorites.products, { signal });

export const favoriteProductsQueryOptions = () =>
  queryOptions({
    queryKey: wishlistKeys.favorites(),
    queryFn: ({ signal }) => getFavoriteProducts(signal),
  });

export const useFavoriteProductsQuery = () => useQuery(favoriteProductsQueryOptions());
