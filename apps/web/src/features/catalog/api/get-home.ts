import { JUST_FOR_YOU_PAGE_SIZE, shopperEndpoints as endpoints } from '@souk/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { catalogKeys } from '../keys.ts';

export const getHome = (page: number, signal?: AbortSignal) =>
  api(endpoints.catalog.home, { query: { page, per_page: JUST_FOR_YOU_PAGE_SIZE }, signal });

/**
 * The home page is one paged query: page 1 carries every section, later pages are read only
 * for their next "just for you" products (the server pages that list with page/per_page).
 */
export const homeQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: catalogKeys.home(),
    queryFn: ({ pageParam, signal }) => getHome(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * JUST_FOR_YOU_PAGE_SIZE < last.just_for_you.total ? pages.length + 1 : undefined,
  });

export const useHomeQuery = () => useInfiniteQuery(homeQueryOptions());
