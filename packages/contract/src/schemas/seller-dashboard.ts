import { z } from 'zod';

/** How far back a dashboard may look: a week and a day, so any time zone's week start fits. */
const DASHBOARD_LOOKBACK_MS = 8 * 24 * 60 * 60 * 1000;

const instantSchema = (field: string) =>
  z.iso
    .datetime({ offset: true, error: `The ${field} field must be a date and time.` })
    .refine((value) => Date.now() - Date.parse(value) <= DASHBOARD_LOOKBACK_MS, {
      error: `The ${field} field must be within the last 8 days.`,
    })
    .optional();

/**
 * `GET /seller/dashboard`: where the owner's today and week begin are the browser's to say
 * (its time zone and first day of the week), as instants; without them, the server's UTC day
 * and the last seven days.
 */
export const sellerDashboardQuerySchema = z.object({
  today_from: instantSchema('today from'),
  week_from: instantSchema('week from'),
});
export type SellerDashboardQuery = z.input<typeof sellerDashboardQuerySchema>;

/** Orders placed since an instant, cancelled ones left out, and what they came to. */
const periodSchema = z.object({ orders: z.number(), revenue: z.number() });

/** A product whose stock is at or below the low-stock line. */
export const lowStockProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  stock: z.number(),
});

/** What a shop owner sees first: each figure links to its list in the console. */
export const sellerDashboardSchema = z.object({
  today: periodSchema,
  week: periodSchema,
  /** Orders still Pending: waiting for the shop to confirm them. */
  awaiting_confirmation: z.number(),
  /** Quotes waiting for the shop's answer. */
  open_quotes: z.number(),
  /** Conversations holding a shopper's message the shop has not opened yet. */
  unread_conversations: z.number(),
  low_stock: z.object({
    /** The line: active products with this stock or less count as low. */
    threshold: z.number(),
    count: z.number(),
    /** The lowest few, lowest first. */
    products: z.array(lowStockProductSchema),
  }),
});
export type SellerDashboard = z.infer<typeof sellerDashboardSchema>;
