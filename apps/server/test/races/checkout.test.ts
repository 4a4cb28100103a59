import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../helpers/accounts.ts';
import {
  addToCart,
  placeOrder,
  preparedProduct,
  quickShoppers,
  runningFlashProduct,
  shopper,
  stockOf,
} from '../helpers/commerce.ts';
import { quotedDeal, quoteAction } from '../helpers/quotes.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { TestClock } from '../helpers/test-clock.ts';

// One customer's cart, quotes and orders under requests released together. On PostgreSQL each
// request runs on a connection of its own, so reading the cart and writing on what was read
// interleave unless the customer's requests take turns.
let t: TestContext;
const clock = new TestClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const ordersOf = (userId: number) =>
  t.db.selectFrom('orders as o').select(['o.id', 'o.quantity']).where('o.user_id', '=', userId).execute();

const orderedUnits = async (userId: number, productId: number) => {
  const rows = await t.db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['i.quantity', 'i.unit_price'])
    .where('o.user_id', '=', userId)
    .where('i.product_id', '=', productId)
    .execute();
  return rows;
};

describe('Place Order pressed many times at once, without an Idempotency-Key', () => {
  it('makes one order; the others are refused and take no stock', async () => {
    const who = await shopper(t);
    const product = await preparedProduct(t, { price: 1500, quantity: 30 });
    expect((await addToCart(t, who.token, { product_id: product.id, quantity: 3 })).statusCode).toBe(200);
    const body = { shop_ids: [product.shopId], address_id: who.addressId };
    const answers = await Promise.all(Array.from({ length: 20 }, () => placeOrder(t, who.token, body)));

    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((res) => res.statusCode !== 200)) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe('Your cart has no products from the selected shops.');
    }
    expect(await ordersOf(who.user.id)).toHaveLength(1);
    expect((await stockOf(t, product.id)) + 3).toBe(30);
  });
});

describe('a quoted cart', () => {
  it('placed ten times at once is bought once, at the quoted quantity', async () => {
    const { who, product, quote } = await quotedDeal(t, clock, 5);
    expect((await quoteAction(t, who.token, quote.id, 'accept')).statusCode).toBe(200);
    const body = { shop_ids: [product.shopId], address_id: who.addressId };
    const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrder(t, who.token, body)));

    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(await orderedUnits(who.user.id, product.id)).toEqual([{ quantity: 5, unit_price: 750 }]);
    expect((await stockOf(t, product.id)) + 5).toBe(50);
  });

  it('accepted while 40 quantity changes race it keeps the quoted quantity at the quoted price', async () => {
    const { who, product, quote } = await quotedDeal(t, clock, 5);
    expect((await addToCart(t, who.token, { product_id: product.id, quantity: 1 })).statusCode).toBe(200);
    const change = () =>
      post(t, '/api/cart/update-quantity', { product_id: product.id, quantity: 40 }, { token: who.token });
    const [accepted, ...changes] = await Promise.all([
      quoteAction(t, who.token, quote.id, 'accept'),
      ...Array.from({ length: 40 }, change),
    ]);
    expect(accepted.statusCode).toBe(200);
    for (const res of changes) expect([200, 422]).toContain(res.statusCode);

    const line = await t.db
      .selectFrom('cart_items')
      .select(['quantity', 'approved_price', 'quote_id'])
      .where('user_id', '=', who.user.id)
      .where('product_id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ quantity: 5, approved_price: 750, quote_id: quote.id });

    const placed = await placeOrder(t, who.token, { shop_ids: [product.shopId], address_id: who.addressId });
    expect(placed.statusCode).toBe(200);
    expect(await orderedUnits(who.user.id, product.id)).toEqual([{ quantity: 5, unit_price: 750 }]);
  });
});

describe('the payable the checkout showed (expected_payable)', () => {
  const checkout = async (token: string, shopId: number) => {
    const res = await post(t, '/api/cart/checkout', { shop_ids: [shopId] }, { token });
    expect(res.statusCode).toBe(200);
    return res.json().data.checkout.payable_amount as number;
  };

  it('refuses a changed total with the new totals and places nothing; the new total is then placed', async () => {
    const who = await shopper(t);
    const product = await preparedProduct(t, { price: 2000, quantity: 10 });
    await addToCart(t, who.token, { product_id: product.id, quantity: 2 });
    const shown = await checkout(who.token, product.shopId);
    // The price changes while the shopper reads the checkout.
    await t.db.updateTable('products').set({ price: 3150 }).where('id', '=', product.id).execute();
    const now = await checkout(who.token, product.shopId);
    expect(now).not.toBe(shown);

    const body = { shop_ids: [product.shopId], address_id: who.addressId, expected_payable: shown };
    const refused = await placeOrder(t, who.token, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.expected_payable[0]).toMatch(/^The total changed from .+ to .+\./);
    expect(refused.json().data.checkout.payable_amount).toBe(now);
    expect(await ordersOf(who.user.id)).toHaveLength(0);
    expect(await stockOf(t, product.id)).toBe(10);

    const placed = await placeOrder(t, who.token, { ...body, expected_payable: now });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().data.orders[0].payable_amount).toBe(now);
  });

  it('charges no buyer more than shown when a flash sale runs out under a burst of orders', async () => {
    const now = new Date(clock.now()).toISOString();
    const flash = await runningFlashProduct(t, now);
    // Three left at the flash price, plenty at the normal one.
    await t.db
      .updateTable('flash_sale_products')
      .set({ quantity: flash.sold + 3 })
      .where('id', '=', flash.id)
      .execute();
    await t.db.updateTable('products').set({ quantity: 100 }).where('id', '=', flash.product_id).execute();
    const buyers = await quickShoppers(t, 12, 'flash-burst');
    const shown = new Map<number, number>();
    for (const buyer of buyers) {
      expect((await addToCart(t, buyer.token, { product_id: flash.product_id })).statusCode).toBe(200);
      shown.set(buyer.id, await checkout(buyer.token, flash.shop_id));
    }
    const answers = await Promise.all(
      buyers.map((buyer) =>
        placeOrder(t, buyer.token, {
          shop_ids: [flash.shop_id],
          address_id: buyer.addressId,
          expected_payable: shown.get(buyer.id),
        }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(3);
    for (const refused of answers.filter((res) => res.statusCode !== 200)) expect(refused.statusCode).toBe(422);
    const placed = await t.db
      .selectFrom('orders')
      .select(['user_id', 'payable_amount'])
      .where(
        'user_id',
        'in',
        buyers.map((b) => b.id),
      )
      .execute();
    expect(placed).toHaveLength(3);
    for (const order of placed) expect(order.payable_amount / 100).toBe(shown.get(order.user_id));
  });

  it('names the amounts in the shopper language and currency', async () => {
    const who = await shopper(t);
    const product = await preparedProduct(t, { price: 1000, quantity: 10 });
    await addToCart(t, who.token, { product_id: product.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/place-order',
      payload: { payment_method: 'cash', shop_ids: [product.shopId], address_id: who.addressId, expected_payable: 1 },
      headers: { authorization: `Bearer ${who.token}`, 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^تغيّر الإجمالي من .+ إلى .+\./);
  });

  it('is refused when it is not an amount, naming the field', async () => {
    const who = await shopper(t);
    const res = await placeOrder(t, who.token, { shop_ids: [1], address_id: who.addressId, expected_payable: 'ten' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['expected_payable']);
    expect((await get(t, '/api/orders', who.token)).json().data.data ?? []).toHaveLength(0);
  });
});
