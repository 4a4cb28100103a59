import { shopperEndpoints as endpoints } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { ApiError, api } from '../../../lib/api-client.ts';
import { voucherKeys } from '../keys.ts';

export const getVouchers = (shopId: number, signal?: AbortSignal) =>
  api(endpoints.vouchers.vouchers, { query: { shop_id: shopId }, signal });

export const vouchersQueryOptions = (shopId: number) =>
  queryOptions({
    queryKey: voucherKeys.shop(shopId),
    queryFn: ({ signal }) => getVouchers(shopId, signal),
    retry: false,
  });

/**
 * A shop's vouchers, loaded while `enabled` (the list is open). A failure shows the server's
 * message; a 401 (the API client has cleared the session) goes home as well
 * (docs/features/basket.md#vouchers).
 */
export function useVouchersQuery(shopId: number, enabled: boolean) {
  const navigate = useNavigate();
  const query = useQuery({ ...vouchersQueryOptions(shopId), enabled });
  const { error } = query;
  useEffect(() => {
    if (!error) return;
    toast.error(error.message);
    if (error instanceof ApiError && error.status === 401) navigate('/');
  }, [error, navigate]);
  return query;
}
