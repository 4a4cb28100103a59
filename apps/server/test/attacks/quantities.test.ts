import { MAX_CART_QUANTITY } from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../helpers/accounts.ts';
import { addToCart, cart, preparedProduct, shopper } from '../helpers/commerce.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

let t: TestContext;
let me: Awaited<ReturnType<typeof shopper>>;
let inCart: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  me = await shopper(t);
  inCart = await preparedProduct(t, { price: 1000, quantity: 10_000 });
  await addToCart(t, me.token, { product_id: inCart.id, quantity: 2 });
});
afterAll(() => t.close());

const hostile: Array<[string, unknown]> = [
  ['negative', -1],
  ['zero', 0],
  ['fractional', 1.5],
  ['huge', 1e12],
  ['just over the cap', MAX_CART_QUANTITY + 1],
  ['past safe integers', '9007199254740993'],
  ['not a number', 'two'],
  ['exponent text', '1e3'],
];

async function quantities(): Promise<number[]> {
  return (await cart(t, me.token)).cart_items.flatMap((shop) => shop.products.map((line) => line.quantity));
}

describe('line quantities', () => {
  it.each(hostile)('refuses a %s quantity when adding to the cart', async (_case, quantity) => {
    const fresh = await preparedProduct(t, { price: 1000, quantity: 10_000 });
    const res = await post(t, '/api/cart/store', { product_id: fresh.id, quantity }, { token: me.token });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['quantity']);
    expect(await quantities()).toEqual([2]);
  });

  it.each(hostile)('refuses a %s quantity when changing a line', async (_case, quantity) => {
    const res = await post(t, '/api/cart/update-quantity', { product_id: inCart.id, quantity }, { token: me.token });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['quantity']);
    expect(await quantities()).toEqual([2]);
  });
});
