import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as mergeCartLines } from '../src/db/migrations/010-cart-line-unique.ts';
import { post, registerCustomer } from './helpers/accounts.ts';
import { addToCart, cart, preparedProduct } from './helpers/commerce.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lineQuantities = async (userId: number, productId: number) =>
  (
    await t.db
      .selectFrom('cart_items')
      .select('quantity')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .where('is_buy_now', '=', 0)
      .execute()
  ).map((line) => line.quantity);

describe('adds to the cart racing each other', () => {
  it('make one line holding every add, never two lines of the same product', async () => {
    const { token, user } = await registerCustomer(t);
    const userId = user.id as number;
    const product = await preparedProduct(t, { price: 1000, quantity: 50 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => addToCart(t, token, { product_id: product.id, quantity: 2 })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await lineQuantities(userId, product.id)).toEqual([12]);
    expect((await cart(t, token)).cart_items.flatMap((shop) => shop.products)).toHaveLength(1);
  });

  it('never take a line past the stock together', async () => {
    const { token, user } = await registerCustomer(t);
    const userId = user.id as number;
    const product = await preparedProduct(t, { price: 1000, quantity: 5 });
    expect((await addToCart(t, token, { product_id: product.id, quantity: 1 })).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => addToCart(t, token, { product_id: product.id, quantity: 3 })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422, 422]);
    for (const refused of answers.filter((res) => res.statusCode === 422)) {
      expect(refused.json().errors).toHaveProperty('quantity');
    }
    expect(await lineQuantities(userId, product.id)).toEqual([4]);
  });
});

describe('quantity presses racing each other', () => {
  const press = (token: string, path: string, productId: number) =>
    post(t, `/api/cart/${path}`, { product_id: productId }, { token });

  it('count every increment, and stop together at the stock', async () => {
    const { token, user } = await registerCustomer(t);
    const product = await preparedProduct(t, { price: 1000, quantity: 6 });
    expect((await addToCart(t, token, { product_id: product.id, quantity: 1 })).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 7 }, () => press(token, 'increment', product.id)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 422, 422]);
    expect(await lineQuantities(user.id as number, product.id)).toEqual([6]);
  });

  it('count every decrement, and remove the line once', async () => {
    const { token, user } = await registerCustomer(t);
    const product = await preparedProduct(t, { price: 1000, quantity: 50 });
    expect((await addToCart(t, token, { product_id: product.id, quantity: 4 })).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 3 }, () => press(token, 'decrement', product.id)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(await lineQuantities(user.id as number, product.id)).toEqual([1]);
    expect((await press(token, 'decrement', product.id)).json().message).toBe('product removed from cart');
    expect(await lineQuantities(user.id as number, product.id)).toEqual([]);
  });
});

describe('the migration to one line per product, size and colour', () => {
  it('merges lines a cart already held twice into the oldest, summing them, and leaves buy-now alone', async () => {
    const userId = (await registerCustomer(t)).user.id as number;
    const product = await preparedProduct(t, { price: 1000, quantity: 50 });
    const other = await preparedProduct(t, { price: 1000, quantity: 50 });
    await sql`DROP INDEX cart_items_line_unique`.execute(t.db);
    const now = new Date().toISOString();
    const line = (productId: number, quantity: number, isBuyNow = 0) => ({
      user_id: userId,
      product_id: productId,
      shop_id: product.shopId,
      quantity,
      is_buy_now: isBuyNow,
      created_at: now,
      updated_at: now,
    });
    await t.db
      .insertInto('cart_items')
      .values([
        line(product.id, 2),
        line(product.id, 3),
        line(other.id, 1),
        line(product.id, 4, 1),
        line(product.id, 5, 1),
      ])
      .execute();
    const oldest = await t.db
      .selectFrom('cart_items')
      .select((eb) => eb.fn.min('id').as('id'))
      .where('user_id', '=', userId)
      .where('product_id', '=', product.id)
      .executeTakeFirstOrThrow();

    await mergeCartLines(t.db as unknown as Kysely<unknown>);

    const lines = await t.db
      .selectFrom('cart_items')
      .select(['id', 'product_id', 'quantity', 'is_buy_now'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    expect(lines).toEqual([
      { id: oldest.id, product_id: product.id, quantity: 5, is_buy_now: 0 },
      expect.objectContaining({ product_id: other.id, quantity: 1, is_buy_now: 0 }),
      expect.objectContaining({ product_id: product.id, quantity: 4, is_buy_now: 1 }),
      expect.objectContaining({ product_id: product.id, quantity: 5, is_buy_now: 1 }),
    ]);
    // And the index is back: a second line of the same product is refused by the database.
    await expect(t.db.insertInto('cart_items').values(line(product.id, 1)).execute()).rejects.toThrow();
  });
});
