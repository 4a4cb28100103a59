import type { Endpoint } from '../route.ts';

/** Endpoints of the shop's vouchers (routes in ../seller-vouchers.ts). */
export const sellerVouchersEndpoints = {
  sellerVouchers: {},
} as const satisfies Record<string, Record<string, Endpoint>>;
