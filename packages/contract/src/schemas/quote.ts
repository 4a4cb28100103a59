import { z } from 'zod';
import { idSchema, moneyInput, optionalText, paginationQuerySchema } from './common.ts';
import { cartResponseSchema, quantitySchema } from './cart.ts';

/**
 * Quote states. Pending: waiting for the shop; Quoted: the shop answered with prices until
 * `valid_until`; Expired: Quoted and past `valid_until` by the server's clock (computed on read).
 */
export const quoteStatuses = ['Pending', 'Quoted', 'Accepted', 'Rejected', 'Cancelled', 'Expired'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** Most lines one quote may ask for. */
export const MAX_QUOTE_LINES = 20;
/** Longest note (shopper's or shop's). */
export const MAX_QUOTE_NOTE = 1000;

/** An optional option id (size, colour): absent, null, '' or 0 mean "none". */
const optionalOptionId = z.preprocess(
  (value) => (value === '' || value === 0 || value === '0' ? null : value),
  idSchema.nullish(),
);

/** One product asked about: `size` and `color` are ids of the product's options. */
export const quoteLineInputSchema = z.object({
  product_id: idSchema,
  quantity: quantitySchema,
  size: optionalOptionId,
  color: optionalOptionId,
  target_price: z.preprocess((value) => (value === '' ? null : value), moneyInput('target price').nullish()),
});
export type QuoteLineInput = z.input<typeof quoteLineInputSchema>;

const quoteLinesInput = z
  .array(quoteLineInputSchema, { error: 'The lines field is required.' })
  .min(1, 'The lines field is required.')
  .max(MAX_QUOTE_LINES, `The lines may not have more than ${MAX_QUOTE_LINES} items.`);

/** `POST /quote/store`: every product must belong to `shop_id`. */
export const quoteStoreBodySchema = z.object({
  shop_id: idSchema,
  lines: quoteLinesInput,
  note: optionalText('note', MAX_QUOTE_NOTE),
});
export type QuoteStoreBody = z.input<typeof quoteStoreBodySchema>;

/** `POST /quote/{id}/update` (Pending only): the lines replace the old ones; the shop stays. */
export const quoteUpdateBodySchema = z.object({
  lines: quoteLinesInput,
  note: optionalText('note', MAX_QUOTE_NOTE),
});
export type QuoteUpdateBody = z.input<typeof quoteUpdateBodySchema>;

export const quoteParamsSchema = z.object({ id: idSchema });
/** `GET /send-quotes?status`: all of the caller's quotes, newest first, optionally one status. */
export const quotesQuerySchema = paginationQuerySchema.extend({ status: z.enum(quoteStatuses).optional() });

const namedRef = z.object({ id: z.number(), name: z.string() });

export const quoteShopSchema = z.object({ id: z.number(), name: z.string(), logo: z.string(), rating: z.number() });

/** One line. `unit_price` is the shop's answer (null until quoted); money is decimal. */
export const quoteLineSchema = z.object({
  id: z.number(),
  product: z.object({
    id: z.number(),
    name: z.string(),
    thumbnail: z.string(),
    price: z.number(),
    discount_price: z.number(),
  }),
  size: namedRef.nullable(),
  color: namedRef.nullable(),
  quantity: z.number(),
  target_price: z.number().nullable(),
  unit_price: z.number().nullable(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/**
 * A quote. `total` is the sum of the quoted lines (unit_price x quantity; 0 before an answer).
 * `valid_until` is "Y-m-d H:i:s" UTC (null before an answer); dates are UTC. The `can_*` flags
 * say which shopper actions the server accepts right now.
 */
export const quoteSchema = z.object({
  id: z.number(),
  quote_number: z.string(),
  status: z.enum(quoteStatuses),
  shop: quoteShopSchema,
  lines: z.array(quoteLineSchema),
  note: z.string().nullable(),
  shop_note: z.string().nullable(),
  valid_until: z.string().nullable(),
  created_at: z.string(),
  total: z.number(),
  can_edit: z.boolean(),
  can_cancel: z.boolean(),
  can_accept: z.boolean(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** `GET /send-quotes`. */
export const quotesResponseSchema = z.object({ total: z.number(), quotes: z.array(quoteSchema) });
export type QuotesResponse = z.infer<typeof quotesResponseSchema>;
/** `GET /view-quote/{id}`, `GET /edit-quote/{id}` and every quote change (`data.quote`). */
export const quoteResponseSchema = z.object({ quote: quoteSchema });
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;
/** `POST /quote/{id}/accept`: the Accepted quote and the cart now holding its lines. */
export const quoteAcceptResponseSchema = z.object({ quote: quoteSchema, cart: cartResponseSchema });
export type QuoteAcceptResponse = z.infer<typeof quoteAcceptResponseSchema>;

/** `GET /seller/quotes?status`: the seller's shop's quotes, newest first, with the customer. */
export const sellerQuotesResponseSchema = z.object({
  total: z.number(),
  quotes: z.array(quoteSchema.extend({ customer: namedRef })),
});
export type SellerQuotesResponse = z.infer<typeof sellerQuotesResponseSchema>;

/**
 * `GET /seller/quotes/{id}`: one of the shop's quotes, with the orders placed at its prices
 * (oldest first; dates "Y-m-d H:i:s" UTC), so the shop sees an accepted quote become an order.
 */
export const sellerQuoteResponseSchema = z.object({
  quote: quoteSchema.extend({
    orders: z.array(z.object({ id: z.number(), order_code: z.string(), created_at: z.string() })),
  }),
});
export type SellerQuoteResponse = z.infer<typeof sellerQuoteResponseSchema>;

/** "YYYY-MM-DD": the quote holds through the end of that day (UTC). */
const validUntilInput = z
  .string({ error: 'The valid until field is required.' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'The valid until must be a date (YYYY-MM-DD).')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'The valid until must be a date (YYYY-MM-DD).');

/** `POST /seller/quotes/{id}/answer` (Pending only): a unit price for every line. */
export const sellerQuoteAnswerBodySchema = z.object({
  lines: z
    .array(z.object({ id: idSchema, unit_price: moneyInput('unit price') }), { error: 'The lines field is required.' })
    .min(1, 'The lines field is required.')
    .max(MAX_QUOTE_LINES, `The lines may not have more than ${MAX_QUOTE_LINES} items.`),
  valid_until: validUntilInput,
  note: optionalText('note', MAX_QUOTE_NOTE),
});
export type SellerQuoteAnswerBody = z.input<typeof sellerQuoteAnswerBodySchema>;

/** `POST /seller/quotes/{id}/reject` (Pending only); the note is optional, and so is the body. */
export const sellerQuoteRejectBodySchema = z
  .object({ note: optionalText('note', MAX_QUOTE_NOTE) })
  .nullish()
  .transform((body) => ({ note: body?.note ?? null }));
export type SellerQuoteRejectBody = z.input<typeof sellerQuoteRejectBodySchema>;
