import type { Endpoint } from '../route.ts';

/** Endpoints of the shop's flash sales (routes in ../seller-flash-sales.ts). */
export const sellerFlashSalesEndpoints = {
  sellerFlashSales: {
    sales: { method: 'GET', path: '/seller/flash-sales' },
    sale: { method: 'GET', path: '/seller/flash-sales/:id' },
    add: { method: 'POST', path: '/seller/flash-sales/:id/entries' },
    update: { method: 'PUT', path: '/seller/flash-sales/:id/entries/:product_id' },
    remove: { method: 'DELETE', path: '/seller/flash-sales/:id/entries/:product_id' },
    withdraw: { method: 'DELETE', path: '/seller/flash-sales/:id/requests/:request_id' },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;
