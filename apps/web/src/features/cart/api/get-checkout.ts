import { shopperEndpoints as endpoints } from '@souk/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSettingsStore } from '../../settings/index.ts';
import { checkoutKeys } from '../keys.ts';

export interface CheckoutQuery {
  shopIds: readonly number[];
  couponCode: string;
  buyNow: boolean;
}

/** POST /cart/checkout: the chosen shops' lines and the totals the server computes for them. */
export const getCheckout = ({ shopIds, couponCode, buyNow }: CheckoutQuery, signal?: AbortSignal) =>
  api(endpoints.cart.checkout, {
    body: { shop_ids: [...shopIds], coupon_code: couponCode || undefined, is_buy_now: buyNow || undefined },
    signal,
  });

export const checkoutQueryOptions = (query: CheckoutQuery, currency = '') =>
  queryOptions({
    // The coupon message writes amounts in the picked currency (X-Currency): a new pick asks again.
    queryKey: [...checkoutKeys.totals(query.shopIds, query.couponCode, query.buyNow), currency],
    queryFn: ({ signal }) => getCheckout(query, signal),
    // Totals follow every tick and quantity change; the last ones stay on screen meanwhile.
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Checkout totals for the given shops; idle with no shop chosen or while not `active`. */
export function useCheckoutQuery(query: CheckoutQuery, active = true) {
  const currency = useSettingsStore((s) => s.currency?.name);
  return useQuery({ ...checkoutQueryOptions(query, currency), enabled: active && query.shopIds.length > 0 });
}
