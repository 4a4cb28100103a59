import { z } from 'zod';
import { flagInput } from './common.ts';

/**
 * The columns of the shop's product CSV, in the export's order. `code` is the key: a row whose
 * code is one of the shop's products updates it, any other code adds a product. Each row must
 * pass the product form's own rules (sellerProductBodySchema). Category, sub-category, brand and
 * unit are written by name (or by id, for a name several share); `sizes` and `colours` list the
 * options as `S:0|M:0|L:2.50` and `Red:#aa0000:0|Blue:#0000aa:1.25` (name, colour code, extra
 * price). Pictures, the video and the texts in other languages are not in the file.
 */
export const productCsvColumns = [
  'code',
  'name',
  'category',
  'sub_category',
  'brand',
  'unit',
  'price',
  'discount_price',
  'quantity',
  'is_active',
  'sizes',
  'colours',
  'short_description',
  'description',
  'seo_title',
  'seo_description',
] as const;
export type ProductCsvColumn = (typeof productCsvColumns)[number];

/** Largest CSV file an import takes. */
export const PRODUCT_CSV_MAX_BYTES = 5 * 1024 * 1024;
/** Most product rows one import takes (the header row aside). */
export const PRODUCT_CSV_MAX_ROWS = 5000;
/** Most refused cells one report lists (`error_count` says how many there were). */
export const PRODUCT_CSV_MAX_ERRORS = 200;

/** `POST /seller/products/import`: `dry_run` checks the file and writes nothing. */
export const sellerProductImportQuerySchema = z.object({ dry_run: flagInput('dry run') });
export type SellerProductImportQuery = z.input<typeof sellerProductImportQuerySchema>;

/**
 * A refused row: its line as a spreadsheet numbers it (the header is line 1), the column at
 * fault (null when the row as a whole is) and why.
 */
export const productCsvErrorSchema = z.object({
  line: z.number(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ProductCsvError = z.infer<typeof productCsvErrorSchema>;

/**
 * What an import did, or would do: the file's product rows, how many of them add a product,
 * change one or leave one as it is, and how many were refused, with the refused cells (the
 * first PRODUCT_CSV_MAX_ERRORS of `error_count`). `imported` is true when the rows were
 * written: never on a dry run, and never when any row was refused (then nothing is written).
 */
export const sellerProductImportReportSchema = z.object({
  dry_run: z.boolean(),
  imported: z.boolean(),
  rows: z.number(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  refused: z.number(),
  errors: z.array(productCsvErrorSchema),
  error_count: z.number(),
});
export type SellerProductImportReport = z.infer<typeof sellerProductImportReportSchema>;
