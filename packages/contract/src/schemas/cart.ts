import { z } from 'zod';
import { flagInput, idSchema, optionalText, wholeNumberInput } from './common.ts';

/** The most of one line a cart takes: plenty for a shopper, a bound for scripts and overflow. */
export const MAX_CART_QUANTITY = 1000;

/**
 * A line quantity: a whole number from 1 to MAX_CART_QUANTITY, as a number or a string of
 * digits ("3"). Negative, zero, fractional, huge or non-numeric values fail naming the field.
 */
export const quantitySchema = wholeNumberInput('quantity', 1, MAX_CART_QUANTITY);

/** An optional id (size, colour, unit): absent, null, '' or 0 mean "none". */
const optionalId = z.preprocess(
  (value) => (value === '' || value === 0 || value === '0' ? null : value),
  idSchema.nullish(),
);

/**
 * `POST /cart/store`: `color` and `size` are ids of the product's options. A product is sold in
 * one unit, its own: `unit` is accepted as its id or its name (the original storefront sends
 * the name) and the line takes the product's unit either way.
 */
export const cartStoreBodySchema = z.object({
  product_id: idSchema,
  quantity: quantitySchema.default(1),
  color: optionalId,
  size: optionalId,
  unit: z.union([optionalId, z.string().trim().max(100, 'The unit may not be greater than 100 characters.')], {
    error: 'The unit must be an id or a name.',
  }),
  is_buy_now: flagInput('is buy now'),
});
export type CartStoreBody = z.input<typeof cartStoreBodySchema>;

/**
 * Which line `increment`, `decrement`, `update-quantity` and `delete` act on: `cart_id` (the
 * line id) when sent; otherwise the customer's newest line of `product_id` (delete: every line
 * of it) in the cart, or in the buy-now slot when `is_buy_now` is true.
 */
export const cartLineBodySchema = z.object({
  product_id: idSchema,
  cart_id: optionalId,
  is_buy_now: flagInput('is buy now'),
});
export type CartLineBody = z.input<typeof cartLineBodySchema>;

export const cartQuantityBodySchema = cartLineBodySchema.extend({ quantity: quantitySchema });
export type CartQuantityBody = z.input<typeof cartQuantityBodySchema>;

const namedRef = z.object({ id: z.number(), name: z.string() });

/**
 * One cart line. `id` is the product id (lines link to /products/{id}/details), `cart_id` the
 * line's own id. `price` and `discount_price` already include the chosen size and colour extras;
 * during a running flash sale `discount_price` is the flash price. `stock` is what can be bought.
 */
export const cartLineSchema = z.object({
  id: z.number(),
  cart_id: z.number(),
  shop_id: z.number(),
  name: z.string(),
  thumbnail: z.string(),
  brand: z.string().nullable(),
  price: z.number(),
  discount_price: z.number(),
  discount_percentage: z.number(),
  approved_price: z.number(),
  reset_price: z.number(),
  size: namedRef.nullable(),
  color: namedRef.nullable(),
  unit: namedRef.nullable(),
  quantity: z.number(),
  stock: z.number(),
  is_buy_now: z.boolean(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartShopGroupSchema = z.object({
  shop_id: z.number(),
  shop_name: z.string(),
  shop_logo: z.string(),
  shop_rating: z.number(),
  shop_online: z.boolean(),
  products: z.array(cartLineSchema),
});
export type CartShopGroup = z.infer<typeof cartShopGroupSchema>;

/**
 * `GET /carts` and every cart change: `total` counts the lines, `info` is a warning to show
 * (a line trimmed to the stock left, a product gone) or null.
 */
export const cartResponseSchema = z.object({
  total: z.number(),
  cart_items: z.array(cartShopGroupSchema),
  info: z.string().nullable(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** The shops chosen for checkout: at least one. */
export const shopIdsSchema = z
  .array(idSchema, { error: 'Please select at least one shop.' })
  .min(1, 'Please select at least one shop.')
  .max(100, 'The shop ids may not have more than 100 items.');

/**
 * `POST /cart/checkout`: the selected shops' totals, with an optional voucher code. No shop
 * selected prices nothing (zero totals): the original storefront asks so when its drawer opens.
 */
export const cartCheckoutBodySchema = z.object({
  shop_ids: z
    .array(idSchema, { error: 'The shop ids must be a list.' })
    .max(100, 'The shop ids may not have more than 100 items.'),
  coupon_code: optionalText('coupon code', 50),
  is_buy_now: flagInput('is buy now'),
});
export type CartCheckoutBody = z.input<typeof cartCheckoutBodySchema>;
