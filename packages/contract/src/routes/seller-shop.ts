/** The shop's shop: routes at endpoints/seller-shop.ts. */
export const sellerShop = {};
