/** The shop's flash sales: routes at endpoints/seller-flash-sales.ts. */
export const sellerFlashSales = {};
