import { shopperEndpoints as endpoints } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { followAddresses } from '../../cart/index.ts';
import { addressKeys } from '../keys.ts';

/**
 * The shopper's addresses; wherever they load, the basket's address follows them
 * (docs/features/basket.md#the-delivery-address).
 */
export async function getAddresses(signal?: AbortSignal) {
  const data = await api(endpoints.addresses.list, { signal });
  followAddresses(data.addresses);
  return data;
}

export const addressesQueryOptions = () =>
  queryOptions({ queryKey: addressKeys.list(), queryFn: ({ signal }) => getAddresses(signal) });

export const useAddressesQuery = () => useQuery(addressesQueryOptions());
