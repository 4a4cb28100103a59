import type { Endpoint } from '../route.ts';

/** Endpoints of the orders areas (routes in ../orders.ts). */
export const ordersEndpoints = {} as const satisfies Record<string, Record<string, Endpoint>>;
