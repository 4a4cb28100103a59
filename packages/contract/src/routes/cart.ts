import { z } from 'zod';
import {
  cartCheckoutBodySchema,
  cartLineBodySchema,
  cartQuantityBodySchema,
  cartResponseSchema,
  cartStoreBodySchema,
} from '../schemas/cart.ts';
import { checkoutResponseSchema } from '../schemas/checkout.ts';
import { flagInput } from '../schemas/common.ts';
import { cartEndpoints } from './endpoints/cart.ts';
import { route } from './route.ts';

const tag = 'Cart';
const access = 'customer';
const at = cartEndpoints.cart;

/** The customer's cart, grouped by shop, and the buy-now slot beside it (`is_buy_now`). */
export const cartRoutes = {
  cart: route(at.cart, {
    summary: 'The cart (or the buy-now slot), grouped by shop',
    tag,
    access,
    query: z.object({ is_buy_now: flagInput('is buy now') }),
    data: cartResponseSchema,
  }),
  addToCart: route(at.addToCart, {
    summary: 'Add a product with its options, or replace the buy-now line',
    tag,
    access,
    body: cartStoreBodySchema,
    data: cartResponseSchema,
  }),
  incrementLine: route(at.incrementLine, {
    summary: 'One more of a line',
    tag,
    access,
    body: cartLineBodySchema,
    data: cartResponseSchema,
  }),
  decrementLine: route(at.decrementLine, {
    summary: 'One fewer of a line; the last one removes it',
    tag,
    access,
    body: cartLineBodySchema,
    data: cartResponseSchema,
  }),
  setLineQuantity: route(at.setLineQuantity, {
    summary: "Set a line's quantity",
    tag,
    access,
    body: cartQuantityBodySchema,
    data: cartResponseSchema,
  }),
  deleteLine: route(at.deleteLine, {
    summary: 'Remove a line (or every line of a product)',
    tag,
    access,
    body: cartLineBodySchema,
    data: cartResponseSchema,
  }),
  checkout: route(at.checkout, {
    summary: "The selected shops' lines and totals, with a voucher code if given",
    tag,
    access,
    body: cartCheckoutBodySchema,
    data: checkoutResponseSchema,
  }),
};
