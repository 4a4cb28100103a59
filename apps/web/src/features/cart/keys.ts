/** Query keys of the basket (`cartKeys`) and of the checkout totals, which every cart change invalidates. */
export const cartKeys = {
  all: ['cart'] as const,
  basket: () => [...cartKeys.all, 'basket'] as const,
};

export const checkoutKeys = {
  all: ['checkout'] as const,
  totals: (shopIds: readonly number[], couponCode: string, buyNow: boolean) =>
    [...checkoutKeys.all, { shopIds: [...shopIds].sort((a, b) => a - b), couponCode, buyNow }] as const,
};
