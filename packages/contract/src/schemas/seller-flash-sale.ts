import { z } from 'zod';
import { flashSaleSummarySchema } from './catalog.ts';
import { idSchema, MAX_PER_PAGE, moneyInput, paginationQuerySchema, wholeNumberInput } from './common.ts';
import { MAX_PRODUCT_STOCK } from './seller-product.ts';

/**
 * Where a flash sale stands: a shop may join one that is running or upcoming; an ended one is
 * still shown (its figures), but no longer changed.
 */
export const flashSaleStatuses = ['running', 'upcoming', 'ended'] as const;
export type FlashSaleStatus = (typeof flashSaleStatuses)[number];

/** `GET /seller/flash-sales`: a page of the active flash sales running or to come, soonest first. */
export const sellerFlashSalesQuerySchema = paginationQuerySchema;
export type SellerFlashSalesQuery = z.input<typeof sellerFlashSalesQuerySchema>;

/** What the shop has in a sale: its products, the flash units sold, and what they sold for. */
const shopFiguresSchema = z.object({
  /** The shop's products in the sale. */
  entries: z.number(),
  /** Flash units of them sold. */
  sold: z.number(),
  /** What they sold for (decimal, default currency), orders cancelled since left out. */
  revenue: z.number(),
  /** The shop's requests in it waiting for staff's approval. */
  pending: z.number(),
});

/** A platform flash sale as a shop sees it: dates "Y-m-d H:i:s" in UTC, and the shop's figures in it. */
export const sellerFlashSaleSchema = flashSaleSummarySchema.extend({
  status: z.enum(flashSaleStatuses),
  /** Whether the shop's products, and new flash prices, wait for staff's approval before shoppers see them. */
  approval_required: z.boolean(),
  ...shopFiguresSchema.shape,
});
export type SellerFlashSale = z.infer<typeof sellerFlashSaleSchema>;

export const sellerFlashSalesResponseSchema = z.object({
  total: z.number(),
  flash_sales: z.array(sellerFlashSaleSchema),
});
export type SellerFlashSalesResponse = z.infer<typeof sellerFlashSalesResponseSchema>;

export const sellerFlashSaleParamsSchema = z.object({ id: idSchema });

/** `GET /seller/flash-sales/{id}`: a page of the shop's entries, in the order they were added. */
export const sellerFlashSaleQuerySchema = paginationQuerySchema;
export type SellerFlashSaleQuery = z.input<typeof sellerFlashSaleQuerySchema>;

/** One of the shop's products in a sale. Money is decimal, in the default currency. */
export const sellerFlashEntrySchema = z.object({
  product: z.object({
    id: z.number(),
    name: z.string(),
    code: z.string(),
    thumbnail: z.string(),
    /** What the product sells at outside the sale: its discount price when it has one, else its price. */
    price: z.number(),
    /** Units in stock. */
    stock: z.number(),
    is_active: z.boolean(),
  }),
  /** The flash price. */
  price: z.number(),
  /** Flash units offered, sold ones included. */
  quantity: z.number(),
  sold: z.number(),
  /** What the sold units sold for, orders cancelled since left out. */
  revenue: z.number(),
});
export type SellerFlashEntry = z.infer<typeof sellerFlashEntrySchema>;

/** Where a shop's request stands: waiting for staff, or approved or declined by them. */
export const flashRequestStatuses = ['pending', 'approved', 'declined'] as const;
export type FlashRequestStatus = (typeof flashRequestStatuses)[number];

/**
 * A shop's request to put a product in a sale that asks for approval, or to give its entry a new
 * flash price there: the terms asked for, and what staff decided (a declined one says why).
 */
export const flashRequestSchema = z.object({
  id: z.number(),
  product: sellerFlashEntrySchema.shape.product,
  /** The flash price asked for (decimal, default currency). */
  price: z.number(),
  quantity: z.number(),
  status: z.enum(flashRequestStatuses),
  reason: z.string().nullable(),
  /** ISO 8601, UTC. */
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** The product's terms in the sale now, when it is in it (a request to change them); null when it would join. */
  current: z.object({ price: z.number(), quantity: z.number(), sold: z.number() }).nullable(),
});
export type FlashRequest = z.infer<typeof flashRequestSchema>;

/** Most requests a sale's page lists: those waiting, then the latest decided ones. */
export const MAX_LISTED_REQUESTS = MAX_PER_PAGE;

export const sellerFlashSaleResponseSchema = z.object({
  flash_sale: sellerFlashSaleSchema,
  entries: z.array(sellerFlashEntrySchema),
  /** The shop's requests in the sale, those waiting first, then the newest (at most MAX_LISTED_REQUESTS). */
  requests: z.array(flashRequestSchema),
});
export type SellerFlashSaleResponse = z.infer<typeof sellerFlashSaleResponseSchema>;

/** A flash price and how many units at it; the server also holds them to the product (below its price, within its stock). */
const entryTermsSchema = z.object({
  price: moneyInput('flash price').refine((value) => value > 0, 'The flash price must be greater than 0.'),
  quantity: wholeNumberInput('quantity', 1, MAX_PRODUCT_STOCK),
});

/** Most products one request adds to a sale. */
export const MAX_FLASH_ENTRIES_ADDED = MAX_PER_PAGE;

/**
 * `POST /seller/flash-sales/{id}/entries`: products of the shop joining the sale, each at a
 * flash price with a quantity. All are added (or, in a sale that asks for approval, requested)
 * or none: a refused row is named (`products.{row}.{field}`) and nothing is written.
 */
export const sellerFlashAddBodySchema = z.object({
  products: z
    .array(entryTermsSchema.extend({ product_id: idSchema }), { error: 'The products field is required.' })
    .min(1, 'The products field is required.')
    .max(MAX_FLASH_ENTRIES_ADDED, `The products may not have more than ${MAX_FLASH_ENTRIES_ADDED} items.`)
    .superRefine((rows, ctx) => {
      const seen = new Set<number>();
      rows.forEach((row, i) => {
        if (seen.has(row.product_id)) {
          ctx.addIssue({ code: 'custom', path: [i, 'product_id'], message: 'The product is listed twice.' });
        }
        seen.add(row.product_id);
      });
    }),
});
export type SellerFlashAddBody = z.input<typeof sellerFlashAddBodySchema>;
export type SellerFlashAddValues = z.output<typeof sellerFlashAddBodySchema>;
/** How many products went live in the sale, and how many wait for staff's approval. */
export const sellerFlashAddResponseSchema = z.object({ added: z.number(), requested: z.number() });

export const sellerFlashEntryParamsSchema = z.object({ id: idSchema, product_id: idSchema });

/**
 * `PUT /seller/flash-sales/{id}/entries/{product_id}`: a new flash price and quantity; the
 * quantity never below the units already sold. In a sale that asks for approval a new flash
 * price is a request (the entry keeps its terms until staff approve); a quantity alone changes at once.
 */
export const sellerFlashEntryBodySchema = entryTermsSchema;
export type SellerFlashEntryBody = z.input<typeof sellerFlashEntryBodySchema>;
export type SellerFlashEntryValues = z.output<typeof sellerFlashEntryBodySchema>;
export const sellerFlashEntryResponseSchema = z.object({
  entry: sellerFlashEntrySchema,
  /** The request the change became, waiting for staff; null when it changed at once. */
  request: flashRequestSchema.nullable(),
});

/** `DELETE /seller/flash-sales/{id}/requests/{request_id}`: the shop withdraws a request still waiting. */
export const sellerFlashRequestParamsSchema = z.object({ id: idSchema, request_id: idSchema });
