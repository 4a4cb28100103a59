import type { Endpoint } from '../route.ts';

/** Endpoints of platform staff's customer pages (routes in ../staff-customers.ts). */
export const staffCustomersEndpoints = {
  staffCustomers: {
    customers: { method: 'GET', path: '/staff/customers' },
    customer: { method: 'GET', path: '/staff/customers/:id' },
    setActive: { method: 'POST', path: '/staff/customers/:id/active' },
    signOut: { method: 'POST', path: '/staff/customers/:id/sign-out' },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;
