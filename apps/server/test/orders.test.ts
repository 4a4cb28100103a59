import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from './helpers/accounts.ts';
import { addToCart, placeOrder, preparedProduct, shopper, stockOf } from './helpers/commerce.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Who = Awaited<ReturnType<typeof shopper>>;

async function orderOf(who: Who, quantity = 1, price = 1000) {
  const product = await preparedProduct(t, { price, quantity: 10 });
  await addToCart(t, who.token, { product_id: product.id, quantity });
  const res = await placeOrder(t, who.token, { shop_ids: [product.shopId], address_id: who.addressId });
  if (res.statusCode !== 200) throw new Error(res.body);
  return { product, order: res.json().data.orders[0] as { id: number; order_code: string } };
}

describe('orders', () => {
  it('lists the customer’s orders newest first, with counts per status, filters and pages', async () => {
    const who = await shopper(t);
    const first = await orderOf(who);
    const second = await orderOf(who);
    const third = await orderOf(who);
    await post(t, '/api/orders/cancel', { order_id: first.order.id }, { token: who.token });
    const all = (await get(t, '/api/orders?per_page=2', who.token)).json().data;
    expect(all.total).toBe(3);
    expect((await get(t, '/api/dashboard', who.token)).json().data.counts.orders).toBe(3);
    expect(all.status_wise_orders).toEqual({
      all: 3,
      pending: 2,
      confirm: 0,
      processing: 0,
      pickup: 0,
      on_the_way: 0,
      delivered: 0,
      cancelled: 1,
    });
    expect(all.orders.map((o: { id: number }) => o.id)).toEqual([third.order.id, second.order.id]);
    const page2 = (await get(t, '/api/orders?per_page=2&page=2', who.token)).json().data;
    expect(page2.orders.map((o: { id: number }) => o.id)).toEqual([first.order.id]);
    for (const status of ['cancelled', 'Cancelled']) {
      const filtered = (await get(t, `/api/orders?order_status=${status}`, who.token)).json().data;
      expect(filtered.total).toBe(1);
      expect(filtered.orders.map((o: { id: number }) => o.id)).toEqual([first.order.id]);
    }
    const onTheWay = await get(t, '/api/orders?order_status=on_the_way', who.token);
    expect(onTheWay.json().data.orders).toEqual([]);
    const bad = await get(t, '/api/orders?order_status=shipped', who.token);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['order_status']);
    expect((await get(t, '/api/orders')).statusCode).toBe(401);
  });

  it('shows an order’s details with its timeline, VAT, address and invoice link; another customer gets 404', async () => {
    const who = await shopper(t);
    const other = await shopper(t);
    const { order, product } = await orderOf(who, 2, 1234);
    const res = await get(t, `/api/order-details?order_id=${order.id}`, who.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.order).toMatchObject({
      id: order.id,
      order_code: order.order_code,
      total_amount: 24.68,
      tax_amount: 1.23, // 5% of 24.68 = 1.234
      delivery_charge: 2,
      payable_amount: 27.91,
      all_vat_taxes: [{ name: 'VAT', percentage: 5, amount: 1.23 }],
      invoice_url: `/order-history/${order.id}/invoice`,
      address: { address_line: '12 Market Street', address_type: 'Home' },
      products: [{ id: product.id, name: product.name, order_qty: 2, price: 12.34, rating: null }],
      status_history: [
        { order_status: 'Pending', created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) },
      ],
    });
    expect((await get(t, `/api/order-details?order_id=${order.id}`, other.token)).statusCode).toBe(404);
    expect((await post(t, '/api/orders/cancel', { order_id: order.id }, { token: other.token })).statusCode).toBe(404);
    expect((await get(t, '/api/order-details?order_id=abc', who.token)).statusCode).toBe(422);
  });

  it('cancels a Pending order only, returning its stock', async () => {
    const who = await shopper(t);
    const { order, product } = await orderOf(who, 3);
    expect(await stockOf(t, product.id)).toBe(7);
    const res = await post(t, '/api/orders/cancel', { order_id: order.id }, { token: who.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.order).toMatchObject({ order_status: 'Cancelled', can_cancel: false });
    expect(res.json().data.order.status_history.map((h: { order_status: string }) => h.order_status)).toEqual([
      'Pending',
      'Cancelled',
    ]);
    expect(await stockOf(t, product.id)).toBe(10);
    const again = await post(t, '/api/orders/cancel', { order_id: order.id }, { token: who.token });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Only pending orders can be cancelled.');
    expect(await stockOf(t, product.id)).toBe(10);

    const confirmed = await orderOf(who);
    await t.db.updateTable('orders').set({ order_status: 'Confirm' }).where('id', '=', confirmed.order.id).execute();
    expect(
      (await post(t, '/api/orders/cancel', { order_id: confirmed.order.id }, { token: who.token })).statusCode,
    ).toBe(422);
  });

  it('places an order again with the same products and address at today’s prices', async () => {
    const who = await shopper(t);
    const { order, product } = await orderOf(who, 2, 1000);
    await t.db.updateTable('products').set({ price: 1100 }).where('id', '=', product.id).execute();
    const res = await post(t, '/api/place-order/again', { order_id: order.id }, { token: who.token });
    expect(res.statusCode).toBe(200);
    const again = res.json().data;
    expect(again.order_payment_url).toBeNull();
    expect(again.order.id).not.toBe(order.id);
    expect(again.order).toMatchObject({ total_amount: 22, quantity: 2, address: { id: who.addressId } });
    expect(await stockOf(t, product.id)).toBe(6);
    const other = await shopper(t);
    expect((await post(t, '/api/place-order/again', { order_id: order.id }, { token: other.token })).statusCode).toBe(
      404,
    );
  });

  it('keeps an address that an order uses: deleting it answers 422', async () => {
    const who = await shopper(t);
    await orderOf(who);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/address/${who.addressId}/delete`,
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This address is used by an order and cannot be deleted.');
  });
});
