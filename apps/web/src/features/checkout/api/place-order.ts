import type { PlaceOrderBody, PlaceOrderResponse } from '@souk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { ApiError, api } from '../../../lib/api-client.ts';
import { getCart } from '../../cart/api/get-cart.ts';
import { checkoutKeys } from '../../cart/keys.ts';
import { orderKeys } from '../../order/keys.ts';
import { useCartStore } from '../../cart/store.ts';
import { AttemptKey } from '../idempotency.ts';

export const placeOrder = (body: PlaceOrderBody, idempotencyKey: string) =>
  api<PlaceOrderResponse>('/place-order', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });

/** Leaves the app for the gateway's pay page; its own module so tests and screens can see the intent. */
export function goToPayment(url: string): void {
  window.location.assign(url);
}

/**
 * Place Order. The placed shops leave the cart on the server, so the basket is reloaded; the
 * coupon and buy-now are done with. An online payment continues on the gateway's page; cash
 * on delivery hands the orders to `onPlaced` for the confirmation.
 */
export function usePlaceOrder(onPlaced: (result: PlaceOrderResponse) => void) {
  const queryClient = useQueryClient();
  const [attempt] = useState(() => new AttemptKey());
  return useMutation({
    mutationFn: (body: PlaceOrderBody) => placeOrder(body, attempt.current()),
    onSuccess: async (result) => {
      attempt.settle(true);
      const cart = useCartStore.getState();
      cart.setCouponCode('');
      cart.setBuyNow(null);
      const fresh = await getCart().catch(() => null);
      if (fresh) cart.setCart(fresh.total, fresh.cart_items);
      queryClient.removeQueries({ queryKey: checkoutKeys.all });
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      if (result.order_payment_url) goToPayment(result.order_payment_url);
      else onPlaced(result);
    },
    onError: (error) => {
      attempt.settle(error instanceof ApiError && error.status > 0);
      toast.error(error.message);
    },
  });
}
