/** Routes of the seller areas, each at its endpoint (endpoints/seller.ts). */
export const sellerRoutes = {};
