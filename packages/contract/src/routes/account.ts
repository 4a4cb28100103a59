/** Routes of the account areas, each at its endpoint (endpoints/account.ts). */
export const accountRoutes = {};
