/** Query keys of vouchers; collecting one invalidates its shop's list. */
export const voucherKeys = {
  all: ['vouchers'] as const,
  shop: (shopId: number) => [...voucherKeys.all, 'shop', shopId] as const,
};
