import { shopperEndpoints as endpoints } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { rememberedAnswer } from '../../../lib/remembered-answer.ts';
import { useAuthStore } from '../../auth/index.ts';
import { cartKeys } from '../keys.ts';
import type { CartResponse, CartShop } from '../types.ts';

export const getCart = () => api(endpoints.cart.cart);

/** The basket as the server answered it; an answer's info text is said once, not kept. */
export type Basket = Pick<CartResponse, 'total' | 'cart_items'>;
export const basketOf = ({ total, cart_items }: CartResponse): Basket => ({ total, cart_items });

/** The last basket, which a returning shopper's page shows until the server answers. */
export const rememberedBasket = rememberedAnswer<Basket>('cart-basket');

/** The signed-in shopper whose basket the page holds. */
export const basketOwner = () => (useAuthStore.getState().token ? (useAuthStore.getState().user?.id ?? null) : null);

/**
 * GET /carts, asked once a session: every change answers the new basket, which replaces the cached
 * one (basket.ts), so the cache stays the server's basket without asking again.
 */
export const basketQueryOptions = () =>
  queryOptions({
    queryKey: cartKeys.basket(),
    queryFn: async () => basketOf(await getCart()),
    staleTime: Infinity,
    placeholderData: () => rememberedBasket.read(basketOwner()),
  });

/** The signed-in shopper's basket; idle while signed out. */
export function useBasketQuery() {
  const signedIn = useAuthStore((s) => s.token !== null);
  return useQuery({ ...basketQueryOptions(), enabled: signedIn });
}

const NO_SHOPS: CartShop[] = [];

/** The basket's shops with their lines; none while signed out or before the basket has loaded. */
export function useCartShops(): CartShop[] {
  return useBasketQuery().data?.cart_items ?? NO_SHOPS;
}

export function cartCount(shops: readonly CartShop[]): number {
  return shops.reduce((sum, shop) => sum + shop.products.reduce((n, line) => n + line.quantity, 0), 0);
}
