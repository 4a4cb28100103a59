import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../src/modules/settings/queries.ts';
import { get, post, registerCustomer } from './helpers/accounts.ts';
import { addToCart, cart, preparedProduct } from './helpers/commerce.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A product with at least one size and one colour, both with a known extra price. */
async function productWithOptions() {
  const size = await t.db
    .selectFrom('product_sizes')
    .select(['id', 'product_id', 'name'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const colors = await t.db
    .selectFrom('product_colors')
    .select(['id', 'name'])
    .where('product_id', '=', size.product_id)
    .orderBy('id')
    .execute();
  const [color, otherColor] = colors;
  if (!color || !otherColor) throw new Error('no product with two colours and a size');
  await t.db.updateTable('product_sizes').set({ price: 150 }).where('id', '=', size.id).execute();
  await t.db.updateTable('product_colors').set({ price: 0 }).where('product_id', '=', size.product_id).execute();
  await t.db.updateTable('product_colors').set({ price: 25 }).where('id', '=', otherColor.id).execute();
  await t.db
    .updateTable('flash_sale_products')
    .set({ sold: 0, quantity: 0 })
    .where('product_id', '=', size.product_id)
    .execute();
  await t.db
    .updateTable('products')
    .set({ price: 2000, discount_price: 1800, quantity: 50 })
    .where('id', '=', size.product_id)
    .execute();
  return { productId: size.product_id, size, color, otherColor };
}

describe('cart', () => {
  it('needs the bearer token on every call', async () => {
    for (const url of [
      '/api/cart/store',
      '/api/cart/increment',
      '/api/cart/decrement',
      '/api/cart/delete',
      '/api/cart/checkout',
    ]) {
      expect((await post(t, url, { product_id: 1 })).statusCode).toBe(401);
    }
    expect((await get(t, '/api/carts')).statusCode).toBe(401);
    expect((await get(t, '/api/carts', 'not-a-real-token-at-all-1234')).statusCode).toBe(401);
  });

  it('groups lines by shop with the line fields, and adds up the same product', async () => {
    const { token } = await registerCustomer(t);
    const product = await preparedProduct(t, { price: 1250, discount_price: 1000, quantity: 9 });
    const added = await addToCart(t, token, { product_id: product.id, quantity: 2 });
    expect(added.statusCode).toBe(200);
    await addToCart(t, token, { product_id: String(product.id), quantity: '3' });
    const data = await cart(t, token);
    expect(data.total).toBe(1);
    expect(data.info).toBeNull();
    const [group] = data.cart_items;
    expect(group).toMatchObject({ shop_id: product.shopId });
    expect(typeof group?.shop_name).toBe('string');
    expect(typeof group?.shop_online).toBe('boolean');
    expect(group?.products[0]).toMatchObject({
      id: product.id,
      shop_id: product.shopId,
      quantity: 5,
      price: 12.5,
      discount_price: 10,
      discount_percentage: 20,
      approved_price: 0,
      reset_price: 0,
      size: null,
      color: null,
      stock: 9,
      is_buy_now: false,
    });
  });

  it('keeps another size or colour of a product as another line, priced with its extras', async () => {
    const { token } = await registerCustomer(t);
    const p = await productWithOptions();
    await addToCart(t, token, { product_id: p.productId, size: p.size.id, color: p.color.id });
    await addToCart(t, token, { product_id: p.productId, size: p.size.id, color: p.otherColor.id });
    await addToCart(t, token, { product_id: p.productId, size: p.size.id, color: p.color.id });
    const lines = (await cart(t, token)).cart_items.flatMap((g) => g.products);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      quantity: 2,
      size: { id: p.size.id, name: p.size.name },
      color: { id: p.color.id },
    });
    // 18.00 discount + 1.50 size; list 20.00 + 1.50; the other colour adds 0.25 more.
    expect(lines[0]).toMatchObject({ price: 21.5, discount_price: 19.5 });
    expect(lines[1]).toMatchObject({ quantity: 1, price: 21.75, discount_price: 19.75 });

    const foreign = await t.db
      .selectFrom('product_sizes')
      .select('id')
      .where('product_id', '!=', p.productId)
      .executeTakeFirstOrThrow();
    const bad = await addToCart(t, token, { product_id: p.productId, size: foreign.id });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['size']);
  });

  it('refuses more than the stock, naming how many are left', async () => {
    const { token } = await registerCustomer(t);
    const product = await preparedProduct(t, { price: 500, quantity: 3 });
    await addToCart(t, token, { product_id: product.id, quantity: 2 });
    const res = await addToCart(t, token, { product_id: product.id, quantity: 2 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Only 3 items are left in stock.');
    expect(res.json().errors.quantity).toEqual(['Only 3 items are left in stock.']);
    await t.db.updateTable('products').set({ quantity: 0 }).where('id', '=', product.id).execute();
    const none = await addToCart(t, token, { product_id: product.id + 0, quantity: 1, is_buy_now: true });
    expect(none.json().message).toBe('This product is out of stock.');
    const info = await cart(t, token);
    expect(info.info).toBe(`${product.name} is out of stock; please remove it from your cart.`);
  });

  it('allows several shops by default and refuses a second shop when one_shop_per_cart is on', async () => {
    const { token } = await registerCustomer(t);
    const a = await preparedProduct(t, { price: 500, quantity: 5 });
    const shops = await t.db.selectFrom('shops').select('id').where('id', '!=', a.shopId).orderBy('id').execute();
    const b = await preparedProduct(t, { price: 700, quantity: 5 }, shops[0]?.id);
    await addToCart(t, token, { product_id: a.id });
    expect((await addToCart(t, token, { product_id: b.id })).statusCode).toBe(200);
    expect((await cart(t, token)).cart_items).toHaveLength(2);

    const other = await registerCustomer(t);
    await writeSetting(t.db, 'one_shop_per_cart', true);
    try {
      await addToCart(t, other.token, { product_id: a.id });
      const refused = await addToCart(t, other.token, { product_id: b.id });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe('You can only add products from the same shop!');
      // The same shop is fine, and so is buy-now, which is apart from the cart.
      expect((await addToCart(t, other.token, { product_id: a.id })).statusCode).toBe(200);
      expect((await addToCart(t, other.token, { product_id: b.id, is_buy_now: true })).statusCode).toBe(200);
    } finally {
      await writeSetting(t.db, 'one_shop_per_cart', false);
    }
  });

  it('keeps one buy-now line apart from the cart; a new one replaces it', async () => {
    const { token } = await registerCustomer(t);
    const a = await preparedProduct(t, { price: 500, quantity: 5 });
    const b = await preparedProduct(t, { price: 900, quantity: 5 });
    await addToCart(t, token, { product_id: a.id });
    const first = await addToCart(t, token, { product_id: a.id, quantity: 2, is_buy_now: true });
    expect(first.json().data.cart_items[0].products[0]).toMatchObject({ id: a.id, quantity: 2, is_buy_now: true });
    const second = await addToCart(t, token, { product_id: b.id, is_buy_now: 1 });
    expect(second.json().data.total).toBe(1);
    expect(second.json().data.cart_items[0].products[0]).toMatchObject({ id: b.id, quantity: 1 });
    const normal = await cart(t, token);
    expect(normal.cart_items.flatMap((g) => g.products).map((l) => [l.id, l.quantity])).toEqual([[a.id, 1]]);
    const buyNow = (await get(t, '/api/carts?is_buy_now=1', token)).json().data;
    expect(buyNow.cart_items[0].products.map((l: { id: number }) => l.id)).toEqual([b.id]);
  });

  it('increments, decrements, updates and deletes lines, by product or by cart_id', async () => {
    const { token } = await registerCustomer(t);
    const product = await preparedProduct(t, { price: 500, quantity: 4 });
    await addToCart(t, token, { product_id: product.id });
    const inc = await post(t, '/api/cart/increment', { product_id: product.id }, { token });
    expect(inc.json().data.cart_items[0].products[0].quantity).toBe(2);
    const upd = await post(t, '/api/cart/update-quantity', { product_id: product.id, quantity: 4 }, { token });
    expect(upd.json().data.cart_items[0].products[0].quantity).toBe(4);
    const over = await post(t, '/api/cart/increment', { product_id: product.id }, { token });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('Only 4 items are left in stock.');
    await post(t, '/api/cart/update-quantity', { product_id: product.id, quantity: 1 }, { token });
    const dec = await post(t, '/api/cart/decrement', { product_id: product.id }, { token });
    expect(dec.json().message).toBe('product removed from cart');
    expect(dec.json().data.total).toBe(0);

    const p = await productWithOptions();
    await addToCart(t, token, { product_id: p.productId, size: p.size.id, color: p.color.id, quantity: 2 });
    await addToCart(t, token, { product_id: p.productId, size: p.size.id, color: p.otherColor.id, quantity: 2 });
    const lines = (await cart(t, token)).cart_items.flatMap((g) => g.products);
    const older = lines[0];
    if (!older) throw new Error('no line');
    const decOlder = await post(
      t,
      '/api/cart/decrement',
      { product_id: p.productId, cart_id: older.cart_id },
      { token },
    );
    expect(decOlder.json().message).toBe('Cart updated');
    const after = decOlder
      .json()
      .data.cart_items[0].products.map((l: { cart_id: number; quantity: number }) => [l.cart_id, l.quantity]);
    expect(after).toEqual([
      [older.cart_id, 1],
      [lines[1]?.cart_id, 2],
    ]);
    const del = await post(t, '/api/cart/delete', { product_id: p.productId }, { token });
    expect(del.json().data.total).toBe(0);
  });

  it("answers 404 for another customer's line and for a product not in the cart", async () => {
    const owner = await registerCustomer(t);
    const other = await registerCustomer(t);
    const product = await preparedProduct(t, { price: 500, quantity: 4 });
    await addToCart(t, owner.token, { product_id: product.id });
    const line = (await cart(t, owner.token)).cart_items[0]?.products[0];
    for (const url of ['/api/cart/increment', '/api/cart/decrement', '/api/cart/delete']) {
      const res = await post(t, url, { product_id: product.id, cart_id: line?.cart_id }, { token: other.token });
      expect(res.statusCode).toBe(404);
    }
    expect((await cart(t, owner.token)).cart_items[0]?.products[0]?.quantity).toBe(1);
    expect((await addToCart(t, owner.token, { product_id: 99_999_999 })).statusCode).toBe(404);
  });

  it.each([
    [-1, 'The quantity must be at least 1.'],
    [0, 'The quantity must be at least 1.'],
    [1.5, 'The quantity must be a whole number.'],
    ['2.5', 'The quantity must be a whole number.'],
    ['abc', 'The quantity must be a number.'],
    [1e9, 'The quantity may not be greater than 1000.'],
    [null, 'The quantity must be a number.'],
  ])('refuses the quantity %s with a field error', async (quantity, message) => {
    const { token } = await registerCustomer(t);
    const product = await preparedProduct(t, { price: 500, quantity: 4 });
    for (const [url, body] of [
      ['/api/cart/store', { product_id: product.id, quantity }],
      ['/api/cart/update-quantity', { product_id: product.id, quantity }],
    ] as const) {
      const res = await post(t, url, body, { token });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.quantity).toEqual([message]);
    }
  });
});
