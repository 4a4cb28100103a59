import { shopperEndpoints as endpoints, type PlaceOrderBody, type PlaceOrderResponse } from '@souk/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { api } from '../../../lib/api-client.ts';
import { checkoutKeys, reloadBasket, useCartStore } from '../../cart/index.ts';
import { orderKeys } from '../../order/index.ts';
import { AttemptKey, wasAnswered } from '../idempotency.ts';
import { isTotalChanged } from '../total-changed.ts';

export const placeOrder = (body: PlaceOrderBody, idempotencyKey: string) =>
  api(endpoints.orders.placeOrder, { body, headers: { 'Idempotency-Key': idempotencyKey } });

/** Leaves the app for the gateway's pay page; its own module so tests and screens can see the intent. */
export function goToPayment(url: string): void {
  window.location.assign(url);
}

/**
 * Asks the server for the checkout's lines and totals, and the basket's prices, again, and waits
 * until they are on screen.
 */
const refetchCheckout = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: checkoutKeys.all }), reloadBasket(queryClient)]);

interface PlaceOrderHandlers {
  /** Cash on delivery: the placed orders, for the confirmation. */
  onPlaced: (result: PlaceOrderResponse) => void;
  /** Nothing was placed because the total is no longer `expected` (the one pressed at). */
  onTotalChanged: (expected: number) => void;
}

/**
 * Place Order. The placed shops leave the cart on the server, so the basket is asked for again;
 * the coupon and buy-now are done with. An online payment continues on the gateway's page; cash
 * on delivery hands the orders to `onPlaced` for the confirmation.
 *
 * The body carries `expected_payable`, the payable the shopper pressed at. When the server's
 * total differs it places nothing; the new totals are fetched before the button comes back,
 * so the next press can only be at the total then on screen. That press is a new attempt (the
 * refusal was an answer), so it goes with a new Idempotency-Key: the old key would replay the
 * refusal, or be refused for carrying a different body.
 */
export function usePlaceOrder({ onPlaced, onTotalChanged }: PlaceOrderHandlers) {
  const queryClient = useQueryClient();
  const [attempt] = useState(() => new AttemptKey());
  return useMutation({
    mutationFn: (body: PlaceOrderBody & { expected_payable: number }) => placeOrder(body, attempt.current()),
    onSuccess: async (result) => {
      attempt.settle(true);
      const cart = useCartStore.getState();
      cart.setCouponCode('');
      cart.setBuyNow(null);
      await reloadBasket(queryClient);
      queryClient.removeQueries({ queryKey: checkoutKeys.all });
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      if (result.order_payment_url) goToPayment(result.order_payment_url);
      else onPlaced(result);
    },
    onError: async (error, body) => {
      attempt.settle(wasAnswered(error));
      if (!isTotalChanged(error)) {
        toast.error(error.message);
        return;
      }
      // The notice near the totals says it (role="alert"); a toast would say it twice.
      await refetchCheckout(queryClient);
      onTotalChanged(body.expected_payable);
    },
  });
}
