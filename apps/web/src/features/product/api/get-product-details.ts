import { shopperEndpoints as endpoints } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { productKeys } from '../keys.ts';

export const getProductDetails = (id: number, signal?: AbortSignal) =>
  api(endpoints.catalog.productDetails, { query: { product_id: id }, signal });

export const productDetailsQueryOptions = (id: number) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: ({ signal }) => getProductDetails(id, signal) });

export const useProductDetailsQuery = (id: number) => useQuery(productDetailsQueryOptions(id));
