import type { Endpoint } from '../route.ts';

/** Endpoints of the shop's shop (routes in ../seller-shop.ts). */
export const sellerShopEndpoints = {
  sellerShop: {},
} as const satisfies Record<string, Record<string, Endpoint>>;
