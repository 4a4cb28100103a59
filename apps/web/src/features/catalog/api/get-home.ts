import type { Category, ProductCard } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { catalogKeys } from '../keys.ts';

export interface HomeData {
  categories: Category[];
  popular_products: ProductCard[];
}

export const getHome = (signal?: AbortSignal) => api<HomeData>('/home', { signal });

export const homeQueryOptions = () =>
  queryOptions({ queryKey: catalogKeys.home(), queryFn: ({ signal }) => getHome(signal) });

export const useHomeQuery = () => useQuery(homeQueryOptions());
