import type { Address } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { addressKeys } from '../keys.ts';

export const getAddresses = (signal?: AbortSignal) =>
  api<{ total: number; addresses: Address[] }>('/addresses', { signal });

export const addressesQueryOptions = () =>
  queryOptions({ queryKey: addressKeys.list(), queryFn: ({ signal }) => getAddresses(signal) });

export const useAddressesQuery = () => useQuery(addressesQueryOptions());
