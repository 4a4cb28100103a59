/** The shop's product CSV export and import: routes at endpoints/seller-product-csv.ts. */
export const sellerProductCsv = {};
