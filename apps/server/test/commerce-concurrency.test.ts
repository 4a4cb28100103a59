import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from './helpers/accounts.ts';
import { addToCart, placeOrder, preparedProduct, quickShoppers, shopper, stockOf } from './helpers/commerce.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countOrders = async (productId: number) =>
  Number(
    (
      await t.db
        .selectFrom('order_items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('product_id', '=', productId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('commerce under parallel requests', () => {
  it('sells the last 3 units to exactly 3 of 50 parallel buyers and never goes below 0', async () => {
    const product = await preparedProduct(t, { price: 1500, quantity: 50 });
    const buyers = await quickShoppers(t, 50, 'stock');
    for (const buyer of buyers) await addToCart(t, buyer.token, { product_id: product.id });
    await t.db.updateTable('products').set({ quantity: 3 }).where('id', '=', product.id).execute();
    const results = await Promise.all(
      buyers.map((b) => placeOrder(t, b.token, { shop_ids: [product.shopId], address_id: b.addressId })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 422)).toHaveLength(47);
    expect(results.find((r) => r.statusCode === 422)?.json().message).toBe(`${product.name} is out of stock.`);
    expect(await stockOf(t, product.id)).toBe(0);
    expect(await countOrders(product.id)).toBe(3);
  });

  it('lets a single-use voucher through exactly one of 20 parallel checkouts', async () => {
    const product = await preparedProduct(t, { price: 3000, quantity: 100 });
    const voucher = await t.db
      .selectFrom('coupons')
      .select(['id', 'code'])
      .where('shop_id', '=', product.shopId)
      .where('total_limit', '=', 1)
      .executeTakeFirstOrThrow();
    const buyers = await quickShoppers(t, 20, 'voucher');
    for (const buyer of buyers) await addToCart(t, buyer.token, { product_id: product.id });
    const results = await Promise.all(
      buyers.map((b) =>
        placeOrder(t, b.token, { shop_ids: [product.shopId], address_id: b.addressId, coupon_code: voucher.code }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]?.json().data.orders[0].coupon_discount).toBe(10);
    for (const refused of results.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['coupon_code']);
    }
    const row = await t.db
      .selectFrom('coupons')
      .select('used_count')
      .where('id', '=', voucher.id)
      .executeTakeFirstOrThrow();
    expect(row.used_count).toBe(1);
    // The 19 refused kept their carts and paid nothing: no stock moved for them.
    expect(await stockOf(t, product.id)).toBe(99);
  });

  it('holds a per-user voucher limit when one customer checks out twice at once', async () => {
    const who = await shopper(t);
    const a = await preparedProduct(t, { price: 4000, quantity: 10 });
    const voucher = await t.db
      .selectFrom('coupons')
      .select(['id', 'code'])
      .where('shop_id', '=', a.shopId)
      .where('code', 'like', '%FLAT5')
      .executeTakeFirstOrThrow();
    await addToCart(t, who.token, { product_id: a.id, quantity: 1 });
    await addToCart(t, who.token, { product_id: a.id, quantity: 1, is_buy_now: true });
    const [first, second] = await Promise.all([
      placeOrder(t, who.token, { shop_ids: [a.shopId], address_id: who.addressId, coupon_code: voucher.code }),
      placeOrder(t, who.token, {
        shop_ids: [a.shopId],
        address_id: who.addressId,
        coupon_code: voucher.code,
        is_buy_now: true,
      }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 422]);
    const uses = await t.db.selectFrom('coupon_usages').select('id').where('coupon_id', '=', voucher.id).execute();
    expect(uses).toHaveLength(1);
  });

  it('replays an Idempotency-Key, refuses it with another body and makes one order on a double submit', async () => {
    const who = await shopper(t);
    const product = await preparedProduct(t, { price: 1000, quantity: 10 });
    await addToCart(t, who.token, { product_id: product.id, quantity: 2 });
    const body = { shop_ids: [product.shopId], address_id: who.addressId };
    const [a, b] = await Promise.all([
      placeOrder(t, who.token, body, 'key-1'),
      placeOrder(t, who.token, body, 'key-1'),
    ]);
    const statuses = [a?.statusCode, b?.statusCode];
    expect(statuses).toContain(200);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(await countOrders(product.id)).toBe(1);
    expect(await stockOf(t, product.id)).toBe(8);

    const first = a?.statusCode === 200 ? a : b;
    const replay = await placeOrder(t, who.token, body, 'key-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first?.json());
    expect(await countOrders(product.id)).toBe(1);

    const other = await placeOrder(t, who.token, { ...body, note: 'changed' }, 'key-1');
    expect(other.statusCode).toBe(422);
    expect(Object.keys(other.json().errors)).toEqual(['Idempotency-Key']);

    // A first request still running (no stored answer yet) makes a retry wait with 409.
    await t.db
      .updateTable('idempotency_keys')
      .set({ response_status: null, response_body: null })
      .where('key', '=', 'key-1')
      .execute();
    const running = await placeOrder(t, who.token, body, 'key-1');
    expect(running.statusCode).toBe(409);
    // The key belongs to its customer: another customer's same key is a new request.
    const stranger = await shopper(t);
    const fresh = await placeOrder(t, stranger.token, { ...body, address_id: stranger.addressId }, 'key-1');
    expect(fresh.json().message).toBe('Your cart has no products from the selected shops.');
  });

  it('stores a failed answer under its key too, and a second submit without a key finds the cart empty', async () => {
    const who = await shopper(t);
    const product = await preparedProduct(t, { price: 1000, quantity: 1 });
    await addToCart(t, who.token, { product_id: product.id });
    const body = { shop_ids: [product.shopId], address_id: who.addressId };
    expect((await placeOrder(t, who.token, body)).statusCode).toBe(200);
    const second = await placeOrder(t, who.token, body);
    expect(second.statusCode).toBe(422);
    expect(await countOrders(product.id)).toBe(1);
    const bad = await placeOrder(t, who.token, body, 'k'.repeat(300));
    expect(Object.keys(bad.json().errors)).toEqual(['Idempotency-Key']);
    const orders = (await get(t, '/api/orders', who.token)).json().data;
    expect(orders.total).toBe(1);
    expect(
      (await post(t, '/api/cart/checkout', { shop_ids: [product.shopId] }, { token: who.token })).json().data
        .checkout_items,
    ).toEqual([]);
  });

  it('rounds each shop’s VAT half up once and sums the rounded parts across a three-way split', async () => {
    const who = await shopper(t);
    // The last shops (a general store, the grocer, the bookshop) sell products without options.
    const shops = await t.db.selectFrom('shops').select('id').orderBy('id', 'desc').limit(3).execute();
    for (const shop of shops) {
      const product = await preparedProduct(t, { price: 105, quantity: 5 }, shop.id);
      await addToCart(t, who.token, { product_id: product.id });
    }
    const res = await post(t, '/api/cart/checkout', { shop_ids: shops.map((s) => s.id) }, { token: who.token });
    // Each shop: 1.05, VAT 5% = 0.0525 -> 0.05, delivery 2.00. Three shops: tax 0.15, not 0.16.
    expect(res.json().data.checkout).toMatchObject({
      total_amount: 3.15,
      order_tax_amount: 0.15,
      delivery_charge: 6,
      payable_amount: 9.3,
    });
    const placed = await placeOrder(t, who.token, { shop_ids: shops.map((s) => s.id), address_id: who.addressId });
    const orders = placed.json().data.orders as Array<{ tax_amount: number; payable_amount: number }>;
    expect(orders.map((o) => [o.tax_amount, o.payable_amount])).toEqual([
      [0.05, 3.1],
      [0.05, 3.1],
      [0.05, 3.1],
    ]);
    const payment = await t.db
      .selectFrom('payments')
      .select('amount')
      .where('id', '=', placed.json().data.payment_id)
      .executeTakeFirstOrThrow();
    expect(payment.amount).toBe(930);
  });
});
