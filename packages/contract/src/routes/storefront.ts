/** Routes of the storefront areas, each at its endpoint (endpoints/storefront.ts). */
export const storefrontRoutes = {};
