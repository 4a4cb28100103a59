/** Query keys of the basket's server data; cart changes invalidate `checkoutKeys.all`. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  totals: (shopIds: readonly number[], couponCode: string, buyNow: boolean) =>
    [...checkoutKeys.all, { shopIds: [...shopIds].sort((a, b) => a - b), couponCode, buyNow }] as const,
};
