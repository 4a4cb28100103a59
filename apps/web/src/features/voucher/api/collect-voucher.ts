import { shopperEndpoints as endpoints, type VouchersResponse } from '@souk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { api } from '../../../lib/api-client.ts';
import { voucherKeys } from '../keys.ts';

export const collectVoucher = (couponId: number) =>
  api(endpoints.vouchers.collectVoucher, { body: { coupon_id: couponId } });

/**
 * Collect: the card turns 'Collected' at once (docs/features/basket.md#vouchers); a failure shows
 * the server's message.
 */
export function useCollectVoucher(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: collectVoucher,
    onSuccess: (_data, couponId) => {
      queryClient.setQueryData<VouchersResponse>(voucherKeys.shop(shopId), (old) =>
        old ? { coupons: old.coupons.map((c) => (c.id === couponId ? { ...c, is_collected: true } : c)) } : old,
      );
    },
    onError: (error) => toast.error(error.message),
  });
}
