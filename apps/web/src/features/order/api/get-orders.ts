import { shopperEndpoints as endpoints } from '@souk/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from '../keys.ts';

/** Orders a page holds (the Paginator's default, docs/features/storefront.md#lists-and-pages). */
export const ORDERS_PER_PAGE = 10;

export const getOrders = (status: string, page: number, signal?: AbortSignal) =>
  api(endpoints.orders.orders, { query: { order_status: status, page, per_page: ORDERS_PER_PAGE }, signal });

export const ordersQueryOptions = (status: string, page: number) =>
  queryOptions({
    queryKey: orderKeys.list(status, page),
    queryFn: ({ signal }) => getOrders(status, page, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the shopper's orders with a status ('all' lists every one) and the count per status. */
export const useOrdersQuery = (status: string, page: number) => useQuery(ordersQueryOptions(status, page));
