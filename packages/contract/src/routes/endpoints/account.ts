import type { Endpoint } from '../route.ts';

/** Endpoints of the account areas (routes in ../account.ts). */
export const accountEndpoints = {} as const satisfies Record<string, Record<string, Endpoint>>;
