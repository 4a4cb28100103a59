/** The shop's vouchers: routes at endpoints/seller-vouchers.ts. */
export const sellerVouchers = {};
