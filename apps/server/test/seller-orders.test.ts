import { orderStatuses } from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get } from './helpers/accounts.ts';
import { addToCart, placeOrder, preparedProduct, sellerToken, shopper, stockOf } from './helpers/commerce.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function orderAt(shopId?: number) {
  const who = await shopper(t);
  const product = await preparedProduct(t, { price: 1000, quantity: 10 }, shopId);
  await addToCart(t, who.token, { product_id: product.id, quantity: 2 });
  const res = await placeOrder(t, who.token, { shop_ids: [product.shopId], address_id: who.addressId });
  return { who, product, order: res.json().data.orders[0] as { id: number } };
}

const setStatus = (token: string, id: number, order_status: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/seller/orders/${id}/status`,
    payload: { order_status },
    headers: bearer(token),
  });

describe('seller orders', () => {
  it("lists only the seller's own shop's orders, with paging and a status filter", async () => {
    const { product, order } = await orderAt();
    const second = await orderAt(product.shopId);
    // The last shops (a general store, the grocer) sell products without options, as orderAt needs.
    const otherShop = await t.db
      .selectFrom('shops')
      .select('id')
      .where('id', '!=', product.shopId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const foreign = await orderAt(otherShop.id);
    const token = await sellerToken(t, product.shopId);
    const list = (await get(t, '/api/seller/orders?per_page=1', token)).json().data;
    expect(list.total).toBe(2);
    expect(list.status_wise_orders.pending).toBe(2);
    expect(list.orders.map((o: { id: number }) => o.id)).toEqual([second.order.id]);
    expect(list.orders[0].customer.name).toBe(second.who.user.name);
    const page2 = (await get(t, '/api/seller/orders?per_page=1&page=2', token)).json().data;
    expect(page2.orders.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect((await get(t, '/api/seller/orders?order_status=delivered', token)).json().data.orders).toEqual([]);
    expect((await setStatus(token, foreign.order.id, 'Confirm')).statusCode).toBe(404);
    // A customer's token is not a seller's.
    expect((await get(t, '/api/seller/orders', second.who.token)).statusCode).toBe(401);
  });

  it('moves an order forward step by step into the timeline the shopper sees, never back', async () => {
    const { who, product, order } = await orderAt();
    const token = await sellerToken(t, product.shopId);
    for (const status of ['Confirm', 'Processing', 'pickup', 'on_the_way']) {
      expect((await setStatus(token, order.id, status)).statusCode).toBe(200);
    }
    const back = await setStatus(token, order.id, 'Processing');
    expect(back.statusCode).toBe(422);
    expect(back.json().errors.order_status).toEqual(['An order cannot go back from On The Way to Processing.']);
    const delivered = await setStatus(token, order.id, 'Delivered');
    expect(delivered.json().data.order).toMatchObject({ order_status: 'Delivered', payment_status: 'Paid' });
    const cancel = await setStatus(token, order.id, 'Cancelled');
    expect(cancel.json().message).toBe('A delivered order cannot be cancelled.');
    const details = (await get(t, `/api/order-details?order_id=${order.id}`, who.token)).json().data.order;
    // Every step but Cancelled, in order.
    expect(details.status_history.map((h: { order_status: string }) => h.order_status)).toEqual(
      orderStatuses.filter((status) => status !== 'Cancelled'),
    );
    expect((await setStatus(token, order.id, 'Shipped')).statusCode).toBe(422);
  });

  it('cancels an undelivered order, giving its stock back', async () => {
    const { product, order } = await orderAt();
    const token = await sellerToken(t, product.shopId);
    await setStatus(token, order.id, 'Confirm');
    const res = await setStatus(token, order.id, 'Cancelled');
    expect(res.json().data.order.order_status).toBe('Cancelled');
    expect(await stockOf(t, product.id)).toBe(10);
    expect((await setStatus(token, order.id, 'Confirm')).json().message).toBe(
      'A cancelled order cannot change any more.',
    );
  });
});
