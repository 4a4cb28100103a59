import { z } from 'zod';
import { orderStatuses } from '../order-status.ts';
import { idSchema, optionalText, paginationQuerySchema } from './common.ts';
import { sellerShopBodySchema } from './seller-shop.ts';
import { staffCustomerActiveBodySchema } from './staff-customer.ts';

/** Whether shoppers may see a shop: active, or deactivated by platform staff. */
export const staffShopStatuses = ['active', 'inactive'] as const;
export type StaffShopStatus = (typeof staffShopStatuses)[number];

/** Longest search in the shops' list. */
export const MAX_SHOP_SEARCH = 100;

/**
 * `GET /staff/shops`: a page of shops, newest first, of one status; `search` is a piece of the
 * shop's name or of its owner's name or e-mail, case aside.
 */
export const staffShopsQuerySchema = paginationQuerySchema.extend({
  search: optionalText('search', MAX_SHOP_SEARCH),
  status: z.enum(staffShopStatuses, { error: 'The status must be active or inactive.' }).optional(),
});
export type StaffShopsQuery = z.input<typeof staffShopsQuerySchema>;

export const staffShopParamsSchema = z.object({ id: idSchema });

/** The account that runs the shop in the console. */
export const staffShopOwnerSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
});

/** A shop as the list shows it. Times are ISO 8601 instants (UTC). */
export const staffShopRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  logo: z.string(),
  is_active: z.boolean(),
  /** The marketplace's own shop: the only one shoppers see while multi-vendor is off. */
  is_root: z.boolean(),
  owner: staffShopOwnerSchema,
  /** Its products, listed or not. */
  product_count: z.number(),
  /** Orders placed with it. */
  order_count: z.number(),
  rating: z.number(),
  review_count: z.number(),
  created_at: z.string(),
});
export type StaffShopRow = z.infer<typeof staffShopRowSchema>;

export const staffShopsResponseSchema = z.object({
  /** Shops the search and status match. */
  total: z.number(),
  /** Shops the search matches per status, whatever status was asked: the tabs' counts. */
  counts: z.record(z.enum([...staffShopStatuses, 'all']), z.number()),
  shops: z.array(staffShopRowSchema),
});
export type StaffShopsResponse = z.infer<typeof staffShopsResponseSchema>;

/** One shop as staff read it: the list's facts with its contact. */
export const staffShopProfileSchema = staffShopRowSchema.extend({
  slug: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type StaffShopProfile = z.infer<typeof staffShopProfileSchema>;

/** One of the shop's orders as staff list them; money is decimal, in the default currency. */
export const staffShopOrderSchema = z.object({
  id: z.number(),
  order_code: z.string(),
  customer: z.object({ id: z.number(), name: z.string() }),
  payable_amount: z.number(),
  order_status: z.enum(orderStatuses),
  created_at: z.string(),
});
export type StaffShopOrder = z.infer<typeof staffShopOrderSchema>;

/** Most orders a shop's page lists (its count gives the rest). */
export const STAFF_SHOP_LATEST = 20;

/** `GET /staff/shops/{id}`, and the answer of each change: the shop and its latest orders. */
export const staffShopResponseSchema = z.object({
  shop: staffShopProfileSchema,
  orders: z.array(staffShopOrderSchema),
});
export type StaffShopResponse = z.infer<typeof staffShopResponseSchema>;

/**
 * `POST /staff/shops/{id}/active`: false deactivates (the storefront stops showing the shop and
 * its products), true reactivates. The same body as a customer's.
 */
export const staffShopActiveBodySchema = staffCustomerActiveBodySchema;
export type StaffShopActiveBody = z.infer<typeof staffShopActiveBodySchema>;

/**
 * `PUT /staff/shops/{id}`: the shop's name and contact, checked as the owner's own profile form
 * checks them (a blank address, phone or e-mail clears it).
 */
export const staffShopBodySchema = sellerShopBodySchema.pick({ name: true, address: true, phone: true, email: true });
export type StaffShopBody = z.input<typeof staffShopBodySchema>;
export type StaffShopValues = z.output<typeof staffShopBodySchema>;

/**
 * The header platform staff's token carries to read a shop's console for support: on a shop-side
 * (`seller`) GET, the route answers for the shop of this id as it answers its owner; any other
 * method with it is refused 403 (the view is read-only). An owner's token ignores it.
 */
export const SUPPORT_SHOP_HEADER = 'X-Souk-Shop';

/** `POST /staff/shops/{id}/support-view`: the shop whose console staff open, recorded in the audit log. */
export const staffShopSupportViewSchema = z.object({ id: z.number(), name: z.string() });
export type StaffShopSupportView = z.infer<typeof staffShopSupportViewSchema>;
