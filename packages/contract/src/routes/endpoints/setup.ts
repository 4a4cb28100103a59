import type { Endpoint } from '../route.ts';

/** Endpoints of a fresh install's first run (routes in ../setup.ts). */
export const setupEndpoints = {
  setup: {
    status: { method: 'GET', path: '/setup' },
    createStaff: { method: 'POST', path: '/setup/staff' },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;
