import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from './helpers/accounts.ts';
import { addToCart, placeOrder, preparedProduct, sellerToken, shopper } from './helpers/commerce.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
/** Two shops selling products without options (as preparedProduct needs): the one under test, and another. */
let mine: { id: number; token: string };
let theirs: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  // The last shops (a general store, the grocer) sell products without options.
  const [a, b] = await t.db.selectFrom('shops').select('id').orderBy('id', 'desc').limit(2).execute();
  mine = { id: a!.id, token: await sellerToken(t, a!.id) };
  theirs = { id: b!.id, token: await sellerToken(t, b!.id) };
});
afterAll(() => t.close());

/** An order of one product of `shopId` by a new shopper. */
async function orderIn(shopId: number) {
  const who = await shopper(t);
  const product = await preparedProduct(t, { price: 1000, quantity: 10 }, shopId);
  await addToCart(t, who.token, { product_id: product.id, quantity: 2 });
  const res = await placeOrder(t, who.token, { shop_ids: [shopId], address_id: who.addressId });
  expect(res.statusCode, res.body).toBe(200);
  return { who, id: res.json().data.orders[0].id as number };
}

const order = (token: string | undefined, id: number | string) => get(t, `/api/seller/orders/${id}`, token);

/** The order as `GET /seller/orders` lists it. */
async function listed(token: string, id: number) {
  const res = await get(t, '/api/seller/orders?per_page=100', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.orders.find((entry: { id: number }) => entry.id === id);
}

describe('GET /api/seller/orders/:id', () => {
  it('answers 401 without a token and to a customer’s token', async () => {
    const { who, id } = await orderIn(mine.id);
    for (const token of [undefined, who.token]) {
      const res = await order(token, id);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('answers one of the shop’s orders exactly as the list shows it, with its customer', async () => {
    const { who, id } = await orderIn(mine.id);
    const res = await order(mine.token, id);
    expect(res.statusCode, res.body).toBe(200);
    const shown = res.json().data.order;
    expect(shown).toMatchObject({ id, order_status: 'Pending', customer: { id: who.user.id, name: who.user.name } });
    expect(shown.products).toHaveLength(1);
    expect(shown).toEqual(await listed(mine.token, id));

    // A step forward shows at once, in the status and the timeline.
    const confirmed = await post(
      t,
      `/api/seller/orders/${id}/status`,
      { order_status: 'Confirm' },
      { token: mine.token },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = (await order(mine.token, id)).json().data.order;
    expect(after.order_status).toBe('Confirm');
    expect(after.status_history.map((h: { order_status: string }) => h.order_status)).toEqual(['Pending', 'Confirm']);
    expect(after).toEqual(await listed(mine.token, id));
  });

  it('answers 404 for another shop’s order and for none, as a status change does', async () => {
    const foreign = await orderIn(theirs.id);
    const statusChange = await post(
      t,
      `/api/seller/orders/${foreign.id}/status`,
      { order_status: 'Confirm' },
      { token: mine.token },
    );
    expect(statusChange.statusCode).toBe(404);
    const last = await t.db.selectFrom('orders').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    for (const id of [foreign.id, last.id + 1000]) {
      const res = await order(mine.token, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(statusChange.json());
    }
    // Its own shop sees it.
    expect((await order(theirs.token, foreign.id)).json().data.order.customer.id).toBe(foreign.who.user.id);
  });

  it('refuses an id that is not one, naming it', async () => {
    for (const id of ['abc', '0', '-3']) {
      const res = await order(mine.token, id);
      expect(res.statusCode, `${id}: ${res.body}`).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['id']);
    }
  });
});
