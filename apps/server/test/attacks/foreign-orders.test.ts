import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../helpers/accounts.ts';
import { addToCart, placeOrder, preparedProduct, shopper } from '../helpers/commerce.ts';
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
});
