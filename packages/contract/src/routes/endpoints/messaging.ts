import type { Endpoint } from '../route.ts';

/** Endpoints of the messaging areas (routes in ../messaging.ts). */
export const messagingEndpoints = {} as const satisfies Record<string, Record<string, Endpoint>>;
