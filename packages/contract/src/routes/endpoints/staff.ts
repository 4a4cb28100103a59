import type { Endpoint } from '../route.ts';

/** Endpoints of the platform staff's console (routes in ../staff.ts). */
export const staffEndpoints = {
  staffSellers: {
    applications: { method: 'GET', path: '/staff/seller-applications' },
    application: { method: 'GET', path: '/staff/seller-applications/:id' },
    approve: { method: 'POST', path: '/staff/seller-applications/:id/approve' },
    decline: { method: 'POST', path: '/staff/seller-applications/:id/decline' },
    setPassword: { method: 'POST', path: '/seller/set-password' },
  },
  staffAudit: {
    entries: { method: 'GET', path: '/staff/audit-log' },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;
