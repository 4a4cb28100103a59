import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get } from '../helpers/accounts.ts';
import { formAuth, shopperSession } from '../helpers/chat.ts';
import { cart, placeOrder, preparedProduct, shopper } from '../helpers/commerce.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** POSTs raw JSON text, so a key can appear twice as an attacker would send it. */
function rawJson(url: string, token: string, text: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: text,
    headers: { ...bearer(token), 'content-type': 'application/json' },
  });
}

describe('parameter pollution', () => {
  it('refuses an id given twice in the query instead of picking one', async () => {
    const me = await shopper(t);
    const res = await get(t, '/api/order-details?order_id=1&order_id=2', me.token);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['order_id']);
  });

  it('keeps the page-size cap when per_page is given twice', async () => {
    const res = await t.app.inject('/api/products?per_page=5&per_page=1000');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['per_page']);
  });

  it("signs only the caller's own channel when a form repeats channel_name", async () => {
    const me = await shopperSession(t);
    const other = await shopperSession(t);
    const mine = `private-chat_user_${me.userId}`;
    const theirs = `private-chat_user_${other.userId}`;
    const form = (names: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/broadcasting/auth',
        headers: { ...bearer(me.token), 'content-type': 'application/x-www-form-urlencoded' },
        payload: ['socket_id=1.2', ...names.map((n) => `channel_name=${n}`)].join('&'),
      });
    expect((await form([mine, theirs])).statusCode).toBe(403);
    const signed = await form([theirs, mine]);
    expect(signed.statusCode).toBe(200);
    const honest = await formAuth(t, me.token, { socket_id: '1.2', channel_name: mine });
    expect(signed.json().auth).toBe(honest.json().auth);
  });
});

describe('duplicate JSON keys', () => {
  it('validates the value that is used: a second, negative quantity is refused', async () => {
    const me = await shopper(t);
    const product = await preparedProduct(t, { price: 1000, quantity: 10 });
    const res = await rawJson('/api/cart/store', me.token, `{"product_id":${product.id},"quantity":1,"quantity":-5}`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['quantity']);
    expect((await cart(t, me.token)).cart_items).toEqual([]);
  });

  it("never places an order to another customer's address given as a second address_id", async () => {
    const me = await shopper(t);
    const other = await shopper(t);
    const product = await preparedProduct(t, { price: 1000, quantity: 10 });
    await rawJson('/api/cart/store', me.token, `{"product_id":${product.id},"quantity":1}`);
    const res = await rawJson(
      '/api/place-order',
      me.token,
      `{"payment_method":"cash","shop_ids":[${product.shopId}],"address_id":${me.addressId},"address_id":${other.addressId}}`,
    );
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const orders = await t.db.selectFrom('orders').select('id').where('user_id', '=', me.user.id).execute();
    expect(orders).toEqual([]);
    // The honest request still works: the refusal was about the address, not the cart.
    const honest = await placeOrder(t, me.token, { shop_ids: [product.shopId], address_id: me.addressId });
    expect(honest.statusCode).toBe(200);
  });

  it('refuses a __proto__ key instead of merging it into the profile', async () => {
    const me = await shopper(t);
    const res = await rawJson('/api/update-profile', me.token, '{"name":"Nora","__proto__":{"role":"seller"}}');
    expect(res.statusCode).toBe(400);
    const user = await t.db.selectFrom('users').select('role').where('id', '=', me.user.id).executeTakeFirstOrThrow();
    expect(user.role).toBe('customer');
  });
});
