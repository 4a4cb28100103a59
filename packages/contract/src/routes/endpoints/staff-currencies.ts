import type { Endpoint } from '../route.ts';

/** Endpoints of platform staff's currency pages (routes in ../staff-currencies.ts). */
export const staffCurrenciesEndpoints = {
  staffCurrencies: {
    currencies: { method: 'GET', path: '/staff/currencies' },
    currency: { method: 'GET', path: '/staff/currencies/:id' },
    create: { method: 'POST', path: '/staff/currencies' },
    update: { method: 'PUT', path: '/staff/currencies/:id' },
    makeDefault: { method: 'POST', path: '/staff/currencies/:id/default' },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;
