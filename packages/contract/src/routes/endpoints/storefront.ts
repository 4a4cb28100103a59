import type { Endpoint } from '../route.ts';

/** Endpoints of the storefront areas (routes in ../storefront.ts). */
export const storefrontEndpoints = {} as const satisfies Record<string, Record<string, Endpoint>>;
