import type { QueryClient } from '@tanstack/react-query';
import { onAnswer } from '../../lib/remembered-answer.ts';
import { type Basket, basketOf, basketOwner, rememberedBasket } from './api/get-cart.ts';
import { cartKeys, checkoutKeys } from './keys.ts';
import { useCartStore } from './store.ts';
import type { CartResponse } from './types.ts';

/**
 * A change's answer becomes the cached basket. A reload asked before the change would answer the
 * basket from before it, so it is called off.
 */
export function setBasket(queryClient: QueryClient, answer: CartResponse): void {
  void queryClient.cancelQueries({ queryKey: cartKeys.basket() });
  queryClient.setQueryData(cartKeys.basket(), basketOf(answer));
}

/**
 * Asks the server for the basket again: after a change whose answer is not the basket (an order
 * placed), or a refused one, which may mean the basket changed elsewhere (another tab or device).
 */
export const reloadBasket = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: cartKeys.basket() });

/**
 * Whatever basket the cache takes, loaded or answered by a change: the ticks of shops no longer in
 * it go, an empty one forgets the coupon (docs/features/basket.md#shops-ticked-for-checkout), and
 * it is remembered for the shopper's next page.
 */
export function followBasket(queryClient: QueryClient): () => void {
  return onAnswer<Basket>(queryClient, cartKeys.basket(), (basket) => {
    useCartStore.getState().followBasket(basket.cart_items);
    const owner = basketOwner();
    if (owner !== null) rememberedBasket.write(owner, basket);
  });
}

/** The session ended: the basket, its checkout choices and totals, and the remembered copy go. */
export function forgetBasket(queryClient: QueryClient): void {
  useCartStore.getState().clear();
  queryClient.removeQueries({ queryKey: cartKeys.all });
  queryClient.removeQueries({ queryKey: checkoutKeys.all });
  rememberedBasket.forget();
}
