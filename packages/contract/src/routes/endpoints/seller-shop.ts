import type { Endpoint } from '../route.ts';

/** Endpoints of the shop's profile (routes in ../seller-shop.ts). */
export const sellerShopEndpoints = {
  sellerShop: {
    profile: { method: 'GET', path: '/seller/shop' },
    update: { method: 'PUT', path: '/seller/shop' },
    uploadLogo: { method: 'POST', path: '/seller/shop/logo' },
    uploadBanner: { method: 'POST', path: '/seller/shop/banner' },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;
