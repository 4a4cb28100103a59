import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../helpers/accounts.ts';
import { addToCart, orderOf, placeOrder, preparedProduct, shopper } from '../helpers/commerce.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function ordersOf(userId: number) {
  return t.db.selectFrom('orders').select('id').where('user_id', '=', userId).execute();
}

describe("another customer's order", () => {
  it('cannot be placed again into my cart or as my order', async () => {
    const owner = await shopper(t);
    const thief = await shopper(t);
    const product = await preparedProduct(t, { price: 1000, quantity: 10 });
    await addToCart(t, owner.token, { product_id: product.id });
    const placed = await placeOrder(t, owner.token, { shop_ids: [product.shopId], address_id: owner.addressId });
    const orderId = placed.json().data.orders[0].id as number;

    const again = await post(t, '/api/place-order/again', { order_id: orderId }, { token: thief.token });
    expect(again.statusCode).toBe(404);
    expect(again.body).not.toContain(product.name);
    expect(await ordersOf(thief.user.id)).toEqual([]);
    expect(await ordersOf(owner.user.id)).toHaveLength(1);
  });

  it('cannot be reviewed, and answers as if it did not exist', async () => {
    const owner = await shopper(t);
    const thief = await shopper(t);
    const product = await preparedProduct(t, { price: 1000, quantity: 10 });
    const orderId = await orderOf(t, owner, product);
    const before = await t.db
      .selectFrom('products')
      .select(['rating', 'review_count'])
      .where('id', '=', product.id)
      .execute();

    const res = await post(
      t,
      '/api/product-review',
      { product_id: product.id, order_id: orderId, rating: 1, description: 'Never arrived.', user_id: owner.user.id },
      { token: thief.token },
    );
    expect(res.statusCode).toBe(404);
    expect(Object.keys(res.json().errors)).toEqual(['order_id']);
    expect(res.body).not.toContain(product.name);
    expect(await t.db.selectFrom('reviews').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
    expect(
      await t.db.selectFrom('products').select(['rating', 'review_count']).where('id', '=', product.id).execute(),
    ).toEqual(before);
  });
});
