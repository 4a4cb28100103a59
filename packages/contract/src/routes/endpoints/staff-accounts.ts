import type { Endpoint } from '../route.ts';

/** Endpoints of platform staff's account settings (routes in ../staff-accounts.ts). */
export const staffAccountsEndpoints = {
  staffAccounts: {
    accounts: { method: 'GET', path: '/staff/accounts' },
    update: { method: 'PUT', path: '/staff/accounts' },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;
