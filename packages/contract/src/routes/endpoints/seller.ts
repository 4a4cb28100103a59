import type { Endpoint } from '../route.ts';

/** Endpoints of the seller areas (routes in ../seller.ts). */
export const sellerEndpoints = {} as const satisfies Record<string, Record<string, Endpoint>>;
