import { z } from 'zod';
import { addressSchema } from './account.ts';
import { idSchema, paginationQuerySchema } from './common.ts';
import { type OrderStatus, orderStatuses, paymentStatuses } from '../order-status.ts';

export type PaymentStatus = (typeof paymentStatuses)[number];

/** The `status_wise_orders` key of each status ("On The Way" -> on_the_way). */
export function orderStatusKey(status: OrderStatus): string {
  return status.toLowerCase().replace(/ /g, '_');
}

/** An order status as a query or body sends it: "On The Way", "on_the_way" or "on the way" all work. */
export const orderStatusInputSchema = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? (orderStatuses.find(
          (s) =>
            orderStatusKey(s) ===
            value
              .trim()
              .toLowerCase()
              .replace(/[\s-]+/g, '_'),
        ) ?? value)
      : value,
  z.enum(orderStatuses, { error: `The order status must be one of: ${orderStatuses.join(', ')}.` }),
);

/** `GET /orders`: `order_status` empty or "all" lists every order. */
export const ordersQuerySchema = paginationQuerySchema.extend({
  order_status: z.preprocess(
    (value) => (value === '' || value === 'all' || value === 'All' ? undefined : value),
    orderStatusInputSchema.optional(),
  ),
});
export type OrdersQuery = z.input<typeof ordersQuerySchema>;

export const vatTaxAmountSchema = z.object({
  id: z.number(),
  name: z.string(),
  percentage: z.number(),
  amount: z.number(),
});
export type VatTaxAmount = z.infer<typeof vatTaxAmountSchema>;

const namedRef = z.object({ id: z.number(), name: z.string() }).nullable();

/** A line as ordered: names and the final unit price (`price`) are kept from the moment of the order. */
export const orderProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  brand: z.string().nullable(),
  thumbnail: z.string(),
  price: z.number(),
  discount_price: z.number(),
  order_qty: z.number(),
  color: namedRef,
  size: namedRef,
  unit: namedRef,
  /** The customer's own rating of this product on this order, or null when not reviewed yet. */
  rating: z.number().nullable(),
});
export type OrderProduct = z.infer<typeof orderProductSchema>;

export const orderShopSchema = z.object({ id: z.number(), name: z.string(), logo: z.string(), rating: z.number() });

/** One step of the order's timeline. */
export const orderStatusEntrySchema = z.object({ order_status: z.enum(orderStatuses), created_at: z.string() });

/**
 * An order (one shop's part of a payment). Money is decimal; `total_amount` is the subtotal of
 * the lines, `discount` the line discounts against list prices, `payable_amount` what is paid.
 * Dates are "Y-m-d H:i:s" (UTC); `invoice_url` is the storefront's printable invoice.
 */
export const orderSchema = z.object({
  id: z.number(),
  order_code: z.string(),
  order_status: z.enum(orderStatuses),
  created_at: z.string(),
  placed_at: z.string(),
  estimated_delivery_date: z.string().nullable(),
  payment_id: z.number(),
  payment_method: z.string(),
  payment_status: z.enum(paymentStatuses),
  total_amount: z.number(),
  tax_amount: z.number(),
  discount: z.number(),
  coupon_discount: z.number(),
  coupon_code: z.string().nullable(),
  delivery_charge: z.number(),
  payable_amount: z.number(),
  /** The payable amount again, under the name the original storefront's order list reads. */
  amount: z.number(),
  quantity: z.number(),
  note: z.string().nullable(),
  shop: orderShopSchema,
  products: z.array(orderProductSchema),
  invoice_url: z.string(),
  address: addressSchema.omit({ is_default: true }).extend({ id: z.number().nullable() }),
  all_vat_taxes: z.array(vatTaxAmountSchema),
  status_history: z.array(orderStatusEntrySchema),
  /** Whether the shopper may still cancel it (Pending only). */
  can_cancel: z.boolean(),
  /** Whether an online payment can be (re)started for it. */
  can_pay: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;

export const statusWiseOrdersSchema = z.object({
  all: z.number(),
  pending: z.number(),
  confirm: z.number(),
  processing: z.number(),
  pickup: z.number(),
  on_the_way: z.number(),
  delivered: z.number(),
  cancelled: z.number(),
});
export type StatusWiseOrders = z.infer<typeof statusWiseOrdersSchema>;

export const ordersResponseSchema = z.object({
  total: z.number(),
  status_wise_orders: statusWiseOrdersSchema,
  orders: z.array(orderSchema),
});
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

export const orderIdQuerySchema = z.object({ order_id: idSchema });
export const orderIdBodySchema = z.object({ order_id: idSchema });
export const orderResponseSchema = z.object({ order: orderSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;
