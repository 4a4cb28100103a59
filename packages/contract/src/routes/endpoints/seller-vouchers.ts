import type { Endpoint } from '../route.ts';

/** Endpoints of the shop's vouchers (routes in ../seller-vouchers.ts). */
export const sellerVouchersEndpoints = {
  sellerVouchers: {
    vouchers: { method: 'GET', path: '/seller/vouchers' },
    voucher: { method: 'GET', path: '/seller/vouchers/:id' },
    create: { method: 'POST', path: '/seller/vouchers' },
    update: { method: 'PUT', path: '/seller/vouchers/:id' },
    pause: { method: 'POST', path: '/seller/vouchers/:id/pause' },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;
