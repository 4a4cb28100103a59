import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../helpers/accounts.ts';
import { cart, orderOf, preparedProduct, shopper } from '../helpers/commerce.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What a tampering client adds to a body, hoping the server trusts it. */
const forged = (victimId: number) => ({
  price: 0.01,
  discount_price: 0.01,
  approved_price: 0.01,
  total: 0,
  discount: 99,
  user_id: victimId,
  role: 'seller',
  status: 'Quoted',
});

describe('values only the server decides', () => {
  it('prices a cart line from the database and files it under the token’s owner', async () => {
    const me = await shopper(t);
    const victim = await shopper(t);
    const product = await preparedProduct(t, { price: 2500, quantity: 10 });
    const res = await post(
      t,
      '/api/cart/store',
      { product_id: product.id, quantity: 1, shop_id: 999_999, ...forged(victim.user.id) },
      { token: me.token },
    );
    expect(res.statusCode).toBe(200);
    const [group] = (await cart(t, me.token)).cart_items;
    expect(group?.shop_id).toBe(product.shopId);
    expect(group?.products[0]).toMatchObject({ price: 25, discount_price: 0, approved_price: 0 });
    expect((await cart(t, victim.token)).cart_items).toEqual([]);
  });

  it('keeps a new quote Pending and unpriced, for the asking customer', async () => {
    const me = await shopper(t);
    const victim = await shopper(t);
    const product = await preparedProduct(t, { price: 2500, quantity: 10 });
    const res = await post(
      t,
      '/api/quote/store',
      {
        shop_id: product.shopId,
        lines: [{ product_id: product.id, quantity: 5, unit_price: 0.01 }],
        ...forged(victim.user.id),
      },
      { token: me.token },
    );
    expect(res.statusCode).toBe(200);
    const quote = res.json().data.quote;
    expect(quote).toMatchObject({ status: 'Pending', total: 0, can_accept: false });
    expect(quote.lines[0].unit_price).toBeNull();
    const owners = await t.db.selectFrom('quotes').select('user_id').where('id', '=', quote.id).execute();
    expect(owners).toEqual([{ user_id: me.user.id }]);
  });

  it('files a review under the token’s owner and the product’s shop, whatever the body says', async () => {
    const me = await shopper(t);
    const victim = await shopper(t);
    const product = await preparedProduct(t, { price: 2500, quantity: 10 });
    const orderId = await orderOf(t, me, product);
    const res = await post(
      t,
      '/api/product-review',
      {
        product_id: product.id,
        order_id: orderId,
        rating: 5,
        description: 'Lovely.',
        shop_id: 999_999,
        customer_name: 'Someone Famous',
        created_at: '2000-01-01T00:00:00.000Z',
        ...forged(victim.user.id),
      },
      { token: me.token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.review).toMatchObject({ customer_name: me.user.name, rating: 5 });
    expect(res.json().data.review.created_at).not.toMatch(/^2000/);
    const stored = await t.db
      .selectFrom('reviews')
      .select(['user_id', 'shop_id'])
      .where('order_id', '=', orderId)
      .execute();
    expect(stored).toEqual([{ user_id: me.user.id, shop_id: product.shopId }]);
  });
});
