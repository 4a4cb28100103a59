/** Routes of the messaging areas, each at its endpoint (endpoints/messaging.ts). */
export const messagingRoutes = {};
