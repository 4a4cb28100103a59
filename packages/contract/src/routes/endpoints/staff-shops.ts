import type { Endpoint } from '../route.ts';

/** Endpoints of platform staff's shop pages (routes in ../staff-shops.ts). */
export const staffShopsEndpoints = {
  staffShops: {
    shops: { method: 'GET', path: '/staff/shops' },
    shop: { method: 'GET', path: '/staff/shops/:id' },
    update: { method: 'PUT', path: '/staff/shops/:id' },
    setActive: { method: 'POST', path: '/staff/shops/:id/active' },
    supportView: { method: 'POST', path: '/staff/shops/:id/support-view' },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;
