import type { Endpoint } from '../route.ts';

/** Endpoints of the shop's product CSV export and import (routes in ../seller-product-csv.ts). */
export const sellerProductCsvEndpoints = {
  sellerProductCsv: {
    exportProducts: { method: 'GET', path: '/seller/products/export' },
    importProducts: { method: 'POST', path: '/seller/products/import' },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;
