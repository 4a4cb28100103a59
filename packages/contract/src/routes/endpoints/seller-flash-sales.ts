import type { Endpoint } from '../route.ts';

/** Endpoints of the shop's flash sales (routes in ../seller-flash-sales.ts). */
export const sellerFlashSalesEndpoints = {
  sellerFlashSales: {},
} as const satisfies Record<string, Record<string, Endpoint>>;
