import { shopperEndpoints as endpoints } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { catalogKeys } from '../keys.ts';

export const getCategories = (signal?: AbortSignal) =>
  api(endpoints.catalog.categories, { query: { per_page: 100 }, signal });

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 10 * 60_000,
  });

export const useCategoriesQuery = () => useQuery(categoriesQueryOptions());
