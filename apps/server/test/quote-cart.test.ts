// A quote's approved price in the cart: accepting it, the quantity it fixes, and the normal
// price coming back once the quote expires by the server's clock.
import { quoteAcceptResponseSchema, sellerQuoteResponseSchema } from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from './helpers/test-clock.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';
import { get, post } from './helpers/accounts.ts';
import { addToCart, cart, placeOrder, preparedProduct, sellerToken, shopper } from './helpers/commerce.ts';
import { answerQuote, askQuote, dayAfter, quoteAction, quotedDeal } from './helpers/quotes.ts';

let t: TestContext;
const clock = new TestClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

describe('quotes: accepting into the cart and paying the approved price', () => {
  it('puts the lines in the cart at the approved price and checkout and the order charge it', async () => {
    const { who, product, quote } = await quotedDeal(t, clock, 4);
    const accepted = await quoteAction(t, who.token, quote.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    quoteAcceptResponseSchema.parse(accepted.json().data);
    expect(accepted.json().data.quote).toMatchObject({ status: 'Accepted', total: 30, can_accept: false });
    const line = (await cart(t, who.token)).cart_items[0]?.products[0];
    expect(line).toMatchObject({ id: product.id, quantity: 4, approved_price: 7.5, reset_price: 0, price: 10 });
    expect((await quoteAction(t, who.token, quote.id, 'accept')).statusCode).toBe(422);

    const checkout = await post(t, '/api/cart/checkout', { shop_ids: [product.shopId] }, { token: who.token });
    expect(checkout.json().data.checkout.total_amount).toBe(30);
    const placed = await placeOrder(t, who.token, { shop_ids: [product.shopId], address_id: who.addressId });
    expect(placed.statusCode).toBe(200);
    const order = placed.json().data.orders[0];
    expect(order.total_amount).toBe(30);
    // An order line shows the list price and, below it, the unit price charged.
    expect(order.products[0]).toMatchObject({ id: product.id, price: 10, discount_price: 7.5, order_qty: 4 });
    // The shop sees the quote became that order.
    const seller = await sellerToken(t, product.shopId);
    const seen = sellerQuoteResponseSchema.parse((await get(t, `/api/seller/quotes/${quote.id}`, seller)).json().data);
    expect(seen.quote.orders).toEqual([{ id: order.id, order_code: order.order_code, created_at: order.created_at }]);
  });

  it('replaces the same product line already in the cart and fixes its quantity', async () => {
    const who = await shopper(t);
    const product = await preparedProduct(t, { price: 1000, quantity: 50 });
    await addToCart(t, who.token, { product_id: product.id, quantity: 9 });
    const quote = await askQuote(t, who.token, product.shopId, [{ product_id: product.id, quantity: 5 }]);
    const seller = await sellerToken(t, product.shopId);
    await answerQuote(t, seller, quote, [6], dayAfter(clock.now(), 1));
    expect((await quoteAction(t, who.token, quote.id, 'accept')).statusCode).toBe(200);
    const lines = (await cart(t, who.token)).cart_items.flatMap((g) => g.products);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 5, approved_price: 6 });
    const cartId = lines[0]?.cart_id;
    for (const [url, body] of [
      ['/api/cart/increment', { product_id: product.id, cart_id: cartId }],
      ['/api/cart/decrement', { product_id: product.id, cart_id: cartId }],
      ['/api/cart/update-quantity', { product_id: product.id, cart_id: cartId, quantity: 7 }],
      ['/api/cart/store', { product_id: product.id, quantity: 1 }],
    ] as const) {
      const res = await post(t, url, body, { token: who.token });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors.quantity[0]).toContain(quote.quote_number);
    }
    expect((await cart(t, who.token)).cart_items[0]?.products[0]?.quantity).toBe(5);
    expect((await post(t, '/api/cart/delete', { product_id: product.id }, { token: who.token })).statusCode).toBe(200);
  });

  it('frees the quantity of a line set back to the normal price while its quote is still valid', async () => {
    const { who, product, quote } = await quotedDeal(t, clock, 2);
    await quoteAction(t, who.token, quote.id, 'accept');
    const line = (await cart(t, who.token)).cart_items[0]?.products[0];
    expect(line).toMatchObject({ approved_price: 7.5, reset_price: 0, quantity: 2 });
    // reset_price 1 means the line sells at the normal price (spec, cart line price), whatever the quote.
    await t.db
      .updateTable('cart_items')
      .set({ reset_price: 1 })
      .where('id', '=', line?.cart_id ?? 0)
      .execute();
    const more = await post(
      t,
      '/api/cart/increment',
      { product_id: product.id, cart_id: line?.cart_id },
      { token: who.token },
    );
    expect(more.statusCode).toBe(200);
    const added = await post(t, '/api/cart/store', { product_id: product.id, quantity: 1 }, { token: who.token });
    expect(added.statusCode).toBe(200);
    expect((await cart(t, who.token)).cart_items[0]?.products[0]?.quantity).toBe(4);
  });
});

describe('quotes: expiry by the server clock', () => {
  it('reads Expired after valid_until and refuses to accept it', async () => {
    const { who, quote } = await quotedDeal(t, clock);
    clock.advance(3 * 86_400);
    try {
      const viewed = (await get(t, `/api/view-quote/${quote.id}`, who.token)).json().data.quote;
      expect(viewed).toMatchObject({ status: 'Expired', can_accept: false, can_cancel: false });
      const res = await quoteAction(t, who.token, quote.id, 'accept');
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('This quote has expired.');
      expect((await cart(t, who.token)).total).toBe(0);
    } finally {
      clock.advance(-3 * 86_400);
    }
  });

  it('falls back to the normal price in the cart, at checkout and at place-order once the quote expires', async () => {
    const { who, product, quote } = await quotedDeal(t, clock, 2);
    await quoteAction(t, who.token, quote.id, 'accept');
    clock.advance(3 * 86_400);
    try {
      const view = await cart(t, who.token);
      expect(view.cart_items[0]?.products[0]).toMatchObject({ approved_price: 7.5, reset_price: 1, quantity: 2 });
      expect(view.info).toContain(quote.quote_number);
      // The warning is given once; the line stays at the normal price.
      const again = await cart(t, who.token);
      expect(again.info).toBeNull();
      expect(again.cart_items[0]?.products[0]).toMatchObject({ reset_price: 1 });
      const checkout = await post(t, '/api/cart/checkout', { shop_ids: [product.shopId] }, { token: who.token });
      expect(checkout.json().data.checkout.total_amount).toBe(20);
      // With the quote gone stale the quantity is free again.
      const more = await post(t, '/api/cart/increment', { product_id: product.id }, { token: who.token });
      expect(more.statusCode).toBe(200);
      const added = await post(t, '/api/cart/store', { product_id: product.id, quantity: 1 }, { token: who.token });
      expect(added.statusCode).toBe(200);
      const placed = await placeOrder(t, who.token, { shop_ids: [product.shopId], address_id: who.addressId });
      expect(placed.json().data.orders[0].products[0]).toMatchObject({ price: 10, discount_price: 0, order_qty: 4 });
      expect(placed.json().data.orders[0].total_amount).toBe(40);
      const after = (await get(t, `/api/view-quote/${quote.id}`, who.token)).json().data.quote;
      expect(after.status).toBe('Accepted');
      // Bought at the normal price, the order did not come of the quote.
      const seller = await sellerToken(t, product.shopId);
      expect((await get(t, `/api/seller/quotes/${quote.id}`, seller)).json().data.quote.orders).toEqual([]);
    } finally {
      clock.advance(-3 * 86_400);
    }
  });
});
