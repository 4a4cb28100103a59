import { shopperEndpoints as endpoints } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pageKeys } from '../keys.ts';

export const getLegalPage = (slug: string, signal?: AbortSignal) =>
  api(endpoints.pages.legalPage, { params: { slug }, signal });

export const legalPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: pageKeys.legal(slug),
    queryFn: ({ signal }) => getLegalPage(slug, signal),
    staleTime: 10 * 60_000,
  });

export const useLegalPageQuery = (slug: string) => useQuery(legalPageQueryOptions(slug));
