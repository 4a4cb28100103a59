import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../src/modules/settings/queries.ts';
import { get, post } from './helpers/accounts.ts';
import {
  addToCart,
  cart,
  placeOrder,
  preparedProduct,
  runningFlashProduct,
  shopper,
  stockOf,
} from './helpers/commerce.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function twoShops() {
  const a = await preparedProduct(t, { price: 1999, quantity: 10 });
  // The last shops (a general store, the grocer, the bookshop) sell products without options,
  // which the first specialists (clothes, shoes) do not.
  const other = await t.db
    .selectFrom('shops')
    .select('id')
    .where('id', '!=', a.shopId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const b = await preparedProduct(t, { price: 2500, discount_price: 2000, quantity: 10 }, other.id);
  return { a, b };
}

describe('checkout totals', () => {
  it('prices each shop: delivery band, each active VAT rate on the subtotal, all in half-up minor units', async () => {
    const { token } = await shopper(t);
    const { a, b } = await twoShops();
    await addToCart(t, token, { product_id: a.id, quantity: 2 });
    await addToCart(t, token, { product_id: b.id, quantity: 4 });
    const res = await post(t, '/api/cart/checkout', { shop_ids: [a.shopId, b.shopId], coupon_code: null }, { token });
    expect(res.statusCode).toBe(200);
    const { checkout, checkout_items, apply_coupon } = res.json().data;
    // Shop A: 2 x 19.99 = 39.98, band 1-3 = 2.00, VAT 5% = 1.999 -> 2.00.
    // Shop B: 4 x 20.00 = 80.00, band 4-10 = 4.00, VAT 5% = 4.00.
    expect(checkout).toEqual({
      total_amount: 119.98,
      delivery_charge: 6,
      coupon_discount: 0,
      order_tax_amount: 6,
      payable_amount: 131.98,
      all_vat_taxes: [{ id: expect.any(Number), name: 'VAT', percentage: 5, amount: 6 }],
    });
    expect(apply_coupon).toBe(false);
    expect(checkout_items.map((g: { shop_id: number }) => g.shop_id).sort()).toEqual([a.shopId, b.shopId].sort());

    const onlyA = (await post(t, '/api/cart/checkout', { shop_ids: [a.shopId] }, { token })).json().data.checkout;
    expect(onlyA.payable_amount).toBe(43.98);
  });

  it('reports a code that does not apply without failing; no shop chosen prices nothing, and orders nothing', async () => {
    const { token } = await shopper(t);
    const { a } = await twoShops();
    await addToCart(t, token, { product_id: a.id });
    const res = await post(t, '/api/cart/checkout', { shop_ids: [a.shopId], coupon_code: 'EXPIRED20' }, { token });
    expect(res.json().data).toMatchObject({ apply_coupon: false, coupon: null });
    expect(typeof res.json().data.coupon_message).toBe('string');
    // The original storefront prices an empty selection when its cart drawer opens.
    const none = await post(t, '/api/cart/checkout', { shop_ids: [] }, { token });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toMatchObject({
      checkout_items: [],
      checkout: { total_amount: 0, delivery_charge: 0, coupon_discount: 0, order_tax_amount: 0, payable_amount: 0 },
      apply_coupon: false,
    });
    const order = await post(t, '/api/place-order', { shop_ids: [], address_id: 1, payment_method: 'cash' }, { token });
    expect(order.statusCode).toBe(422);
    expect(order.json().message).toBe('Please select at least one shop.');
  });
});

describe('place order', () => {
  it('makes one payment and one order per shop, lowers stock and empties only those shops from the cart', async () => {
    const { token, addressId, user } = await shopper(t);
    const { a, b } = await twoShops();
    const third = await t.db
      .selectFrom('shops')
      .select('id')
      .where('id', 'not in', [a.shopId, b.shopId])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const c = await preparedProduct(t, { price: 300, quantity: 10 }, third.id);
    await addToCart(t, token, { product_id: a.id, quantity: 2 });
    await addToCart(t, token, { product_id: b.id, quantity: 1 });
    await addToCart(t, token, { product_id: c.id, quantity: 1 });
    const selected = [a.shopId, b.shopId];
    const res = await placeOrder(t, token, {
      shop_ids: selected,
      address_id: addressId,
      note: 'Ring twice',
      // Sent by a client, never read: prices, totals and who the order is for.
      user_id: 1,
      payable_amount: 0.01,
      products: [{ id: a.id, price: 0.01 }],
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.order_payment_url).toBeNull();
    expect(data.orders).toHaveLength(2);
    const orderA = data.orders.find((o: { shop: { id: number } }) => o.shop.id === a.shopId);
    expect(orderA).toMatchObject({
      order_status: 'Pending',
      payment_status: 'Pending',
      payment_method: 'cash',
      total_amount: 39.98,
      delivery_charge: 2,
      tax_amount: 2,
      payable_amount: 43.98,
      quantity: 2,
      note: 'Ring twice',
      payment_id: data.payment_id,
      can_cancel: true,
      address: { id: addressId, address_line: '12 Market Street' },
      products: [{ id: a.id, price: 19.99, discount_price: 0, order_qty: 2, size: null, color: null }],
      status_history: [{ order_status: 'Pending' }],
    });
    expect(orderA.order_code).toMatch(/^#[A-Z]{2,4}\d{6}$/);
    expect(orderA.invoice_url).toBe(`/order-history/${orderA.id}/invoice`);
    const orders = await t.db
      .selectFrom('orders')
      .select('user_id')
      .where('payment_id', '=', data.payment_id)
      .execute();
    expect(orders.map((o) => o.user_id)).toEqual([user.id, user.id]);
    expect(await stockOf(t, a.id)).toBe(8);
    expect(await stockOf(t, b.id)).toBe(9);
    expect(await stockOf(t, c.id)).toBe(10);
    const left = await cart(t, token);
    expect(left.cart_items.map((g) => g.shop_id)).toEqual([c.shopId]);
  });

  it('sells a running flash-sale product at its flash price and lowers the flash remaining', async () => {
    const { token, addressId } = await shopper(t);
    const now = new Date().toISOString();
    const flash = await runningFlashProduct(t, now);
    await t.db
      .updateTable('flash_sale_products')
      .set({ quantity: flash.sold + 5 })
      .where('id', '=', flash.id)
      .execute();
    await t.db.updateTable('products').set({ quantity: 20 }).where('id', '=', flash.product_id).execute();
    await addToCart(t, token, { product_id: flash.product_id, quantity: 2 });
    const res = await placeOrder(t, token, { shop_ids: [flash.shop_id], address_id: addressId });
    expect(res.statusCode).toBe(200);
    const [order] = res.json().data.orders;
    expect(order.products[0].discount_price).toBe(flash.price / 100);
    expect(order.total_amount).toBe((flash.price * 2) / 100);
    const after = await t.db
      .selectFrom('flash_sale_products')
      .select('sold')
      .where('id', '=', flash.id)
      .executeTakeFirstOrThrow();
    expect(after.sold).toBe(flash.sold + 2);

    const cancelled = await post(t, '/api/orders/cancel', { order_id: order.id }, { token });
    expect(cancelled.statusCode).toBe(200);
    const back = await t.db
      .selectFrom('flash_sale_products')
      .select('sold')
      .where('id', '=', flash.id)
      .executeTakeFirstOrThrow();
    expect(back.sold).toBe(flash.sold);
    expect(await stockOf(t, flash.product_id)).toBe(20);
  });

  it('applies a voucher code to its shop and books the use', async () => {
    const { token, addressId, user } = await shopper(t);
    const product = await preparedProduct(t, { price: 6000, quantity: 10 });
    const voucher = await t.db
      .selectFrom('coupons')
      .selectAll()
      .where('shop_id', '=', product.shopId)
      .where('code', 'like', '%SAVE10')
      .executeTakeFirstOrThrow();
    await addToCart(t, token, { product_id: product.id });
    const res = await placeOrder(t, token, {
      shop_ids: [product.shopId],
      address_id: addressId,
      coupon_code: voucher.code,
    });
    expect(res.statusCode).toBe(200);
    // 60.00 + 2.00 delivery + 3.00 VAT - 6.00 (10%) = 59.00
    expect(res.json().data.orders[0]).toMatchObject({
      coupon_discount: 6,
      coupon_code: voucher.code,
      payable_amount: 59,
    });
    const uses = await t.db.selectFrom('coupon_usages').select('user_id').where('coupon_id', '=', voucher.id).execute();
    expect(uses.map((u) => u.user_id)).toEqual([user.id]);

    await addToCart(t, token, { product_id: product.id });
    const bad = await placeOrder(t, token, {
      shop_ids: [product.shopId],
      address_id: addressId,
      coupon_code: 'EXPIRED20',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['coupon_code']);
  });

  it('refuses an unknown payment method, a foreign address, an empty selection and unverified accounts when required', async () => {
    const { token, addressId } = await shopper(t);
    const other = await shopper(t);
    const product = await preparedProduct(t, { price: 1000, quantity: 10 });
    await addToCart(t, token, { product_id: product.id });
    const body = { shop_ids: [product.shopId], address_id: addressId };
    const method = await placeOrder(t, token, { ...body, payment_method: 'bitcoin' });
    expect(method.statusCode).toBe(422);
    expect(Object.keys(method.json().errors)).toEqual(['payment_method']);
    const address = await placeOrder(t, token, { ...body, address_id: other.addressId });
    expect(Object.keys(address.json().errors)).toEqual(['address_id']);
    const empty = await placeOrder(t, other.token, { ...body, address_id: other.addressId });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Your cart has no products from the selected shops.');
    const missing = await placeOrder(t, token, { shop_ids: 'x' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['address_id', 'shop_ids']);

    await writeSetting(t.db, 'order_place_account_verify', true);
    try {
      const unverified = await placeOrder(t, token, body);
      expect(unverified.statusCode).toBe(422);
      expect(unverified.json().message).toBe('Please verify your account before placing an order.');
      await t.db
        .updateTable('users')
        .set({ email_verified_at: new Date().toISOString() })
        .where('id', '=', (await get(t, '/api/profile', token)).json().data.user.id)
        .execute();
      expect((await placeOrder(t, token, body)).statusCode).toBe(200);
    } finally {
      await writeSetting(t.db, 'order_place_account_verify', false);
    }
  });

  it('places the buy-now line alone, leaving the cart as it was', async () => {
    const { token, addressId } = await shopper(t);
    const product = await preparedProduct(t, { price: 1000, quantity: 10 });
    await addToCart(t, token, { product_id: product.id, quantity: 1 });
    await addToCart(t, token, { product_id: product.id, quantity: 3, is_buy_now: true });
    const res = await placeOrder(t, token, { shop_ids: [product.shopId], address_id: addressId, is_buy_now: true });
    expect(res.json().data.orders[0].quantity).toBe(3);
    expect((await cart(t, token)).cart_items[0]?.products[0]?.quantity).toBe(1);
    expect((await get(t, '/api/carts?is_buy_now=true', token)).json().data.total).toBe(0);
  });
});
