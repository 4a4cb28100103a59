import { shopperEndpoints as endpoints } from '@souk/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { flashSaleKeys } from '../keys.ts';

export const FLASH_SALE_PER_PAGE = 10;

/** A flash sale with a page of its products; the server answers 404 for an unknown sale. */
export const getFlashSale = (id: number, categoryId: number | undefined, page: number, signal?: AbortSignal) =>
  api(endpoints.catalog.flashSaleDetails, {
    params: { id },
    query: { category_id: categoryId, page, per_page: FLASH_SALE_PER_PAGE },
    signal,
  });

export const flashSaleQueryOptions = (id: number, categoryId: number | undefined, page: number) =>
  queryOptions({
    queryKey: flashSaleKeys.detail(id, categoryId, page),
    queryFn: ({ signal }) => getFlashSale(id, categoryId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useFlashSaleQuery = (id: number, categoryId: number | undefined, page: number) =>
  useQuery(flashSaleQueryOptions(id, categoryId, page));
