import { shopperEndpoints as endpoints } from '@souk/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { catalogKeys } from '../keys.ts';
import type { ProductsParams } from '../url-filters.ts';

export const getProducts = (params: ProductsParams, signal?: AbortSignal) =>
  api(endpoints.catalog.products, { query: params, signal });

export const productsQueryOptions = (params: ProductsParams) =>
  queryOptions({
    queryKey: catalogKeys.productList(params),
    queryFn: ({ signal }) => getProducts(params, signal),
    // The previous page stays on screen while the next filter or page loads, instead of a flash of skeletons.
    placeholderData: keepPreviousData,
  });

export const useProductsQuery = (params: ProductsParams) => useQuery(productsQueryOptions(params));
