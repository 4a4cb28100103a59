import { z } from 'zod';
import { cartShopGroupSchema, shopIdsSchema } from './cart.ts';
import { flagInput, idSchema, moneyInput, optionalText } from './common.ts';
import { orderSchema, vatTaxAmountSchema } from './order.ts';

/** Totals of the selected shops, decimals; payable = total + delivery + tax - coupon. */
export const checkoutTotalsSchema = z.object({
  total_amount: z.number(),
  delivery_charge: z.number(),
  coupon_discount: z.number(),
  order_tax_amount: z.number(),
  payable_amount: z.number(),
  all_vat_taxes: z.array(vatTaxAmountSchema),
});
export type CheckoutTotals = z.infer<typeof checkoutTotalsSchema>;

/** The voucher a checkout applied (the code sent, or the first collected one that qualifies). */
export const appliedCouponSchema = z.object({
  id: z.number(),
  code: z.string(),
  shop_id: z.number(),
  discount: z.number(),
});

/**
 * `POST /cart/checkout`: `apply_coupon` tells whether a voucher applies; `coupon` says which and
 * to which shop; `coupon_message` explains why a code sent did not apply (or null).
 */
export const checkoutResponseSchema = z.object({
  checkout_items: z.array(cartShopGroupSchema),
  checkout: checkoutTotalsSchema,
  apply_coupon: z.boolean(),
  coupon: appliedCouponSchema.nullable(),
  coupon_message: z.string().nullable(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** `cash` or the name of an enabled gateway from the `payment_gateways` setting (e.g. `sandbox`). */
export const paymentMethodSchema = z
  .string({ error: 'The payment method field is required.' })
  .trim()
  .min(1, 'The payment method field is required.')
  .max(30, 'The payment method may not be greater than 30 characters.');

/**
 * `POST /place-order` (send an `Idempotency-Key` header to make retries safe). Prices, totals
 * and user ids are never read from the body: the server prices the cart lines of `shop_ids`.
 * `expected_payable` is the payable the checkout showed (`payable_amount`, in the shop's
 * default currency): when the server's total differs, nothing is placed and the answer is a 422
 * on that field carrying the new totals (see placeOrderTotalChangedSchema). Without it the
 * order is placed at whatever the total is now.
 */
export const placeOrderBodySchema = z.object({
  shop_ids: shopIdsSchema,
  address_id: idSchema,
  payment_method: paymentMethodSchema,
  coupon_code: optionalText('coupon code', 50),
  note: optionalText('note', 1000),
  is_buy_now: flagInput('is buy now'),
  // A whole payment's total, never stored as one amount: it may exceed a single price's bound.
  expected_payable: moneyInput('expected payable', 100_000_000).optional(),
});
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;

/**
 * The 422 of `POST /place-order` when `expected_payable` no longer matches: `message`,
 * `errors.expected_payable`, and under `data` the checkout totals as they are now.
 */
export const placeOrderTotalChangedSchema = z.object({
  message: z.string(),
  errors: z.object({ expected_payable: z.array(z.string()) }),
  data: z.object({ checkout: checkoutTotalsSchema }),
});
export type PlaceOrderTotalChanged = z.infer<typeof placeOrderTotalChangedSchema>;

/** `order_payment_url` is null for cash on delivery, else the gateway's pay page to open. */
export const placeOrderResponseSchema = z.object({
  order_payment_url: z.string().nullable(),
  payment_id: z.number(),
  orders: z.array(orderSchema),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/** `POST /place-order/again`: the order's products go back in the cart and are ordered again. */
export const placeOrderAgainBodySchema = z.object({
  order_id: idSchema,
  payment_method: paymentMethodSchema.optional(),
});
export type PlaceOrderAgainBody = z.input<typeof placeOrderAgainBodySchema>;

export const placeOrderAgainResponseSchema = z.object({
  order_payment_url: z.string().nullable(),
  order: orderSchema,
});
export type PlaceOrderAgainResponse = z.infer<typeof placeOrderAgainResponseSchema>;

/** The header that makes `POST /place-order` safe to retry. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
