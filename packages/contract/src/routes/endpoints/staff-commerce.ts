import type { Endpoint } from '../route.ts';

/** Endpoints of platform staff's commerce settings (routes in ../staff-commerce.ts). */
export const staffCommerceEndpoints = {
  staffCommerce: {
    commerce: { method: 'GET', path: '/staff/commerce' },
    update: { method: 'PUT', path: '/staff/commerce' },
    rootShop: { method: 'PUT', path: '/staff/commerce/root-shop' },
    createVatRate: { method: 'POST', path: '/staff/commerce/vat-rates' },
    updateVatRate: { method: 'PUT', path: '/staff/commerce/vat-rates/:id' },
    deleteVatRate: { method: 'DELETE', path: '/staff/commerce/vat-rates/:id' },
    deliveryBands: { method: 'PUT', path: '/staff/commerce/delivery-bands' },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;
