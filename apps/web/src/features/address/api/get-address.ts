import { shopperEndpoints as endpoints } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { addressKeys } from '../keys.ts';

export const getAddress = (id: number, signal?: AbortSignal) =>
  api(endpoints.addresses.show, { params: { id }, signal });

export const addressQueryOptions = (id: number) =>
  queryOptions({ queryKey: addressKeys.detail(id), queryFn: ({ signal }) => getAddress(id, signal) });

/** Only when editing (an id in the URL). */
export const useAddressQuery = (id: number | null) =>
  useQuery({ ...addressQueryOptions(id ?? 0), enabled: id !== null });
