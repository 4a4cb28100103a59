import { shopperEndpoints as endpoints } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from '../keys.ts';

export const getOrder = (id: number, signal?: AbortSignal) =>
  api(endpoints.orders.orderDetails, { query: { order_id: id }, signal });

export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => getOrder(id, signal), retry: false });

export const useOrderQuery = (id: number) =>
  useQuery({ ...orderQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
