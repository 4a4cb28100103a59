import { z } from 'zod';
import { sellerProductImportQuerySchema, sellerProductImportReportSchema } from '../schemas/seller-product-csv.ts';
import { sellerProductCsvEndpoints } from './endpoints/seller-product-csv.ts';
import { route } from './route.ts';

const at = sellerProductCsvEndpoints.sellerProductCsv;
const tag = 'Seller products';
const access = 'seller';

/**
 * The shop's products as one CSV file, out and back in: the owner's own shop only. The columns
 * and their rules are `productCsvColumns` (schemas/seller-product-csv.ts).
 */
export const sellerProductCsv = {
  // A file, not JSON: the answer is the CSV text itself.
  exportProducts: route(at.exportProducts, {
    summary: "The shop's products as a CSV file (UTF-8, a header row, then one row per product)",
    tag,
    access,
    data: z.string(),
    bare: true,
    media: 'text/csv',
  }),
  // A multipart form, so no JSON body here: the server reads the file as CSV.
  importProducts: route(at.importProducts, {
    summary:
      'Create and update products from a CSV file (multipart `file`): with `dry_run`, only the report of what would change and every refused row',
    tag,
    access,
    query: sellerProductImportQuerySchema,
    data: sellerProductImportReportSchema,
  }),
};
