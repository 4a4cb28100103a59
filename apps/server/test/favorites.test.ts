import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, post, registerCustomer } from './helpers/accounts.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';
import { TestClock } from './helpers/test-clock.ts';

let t: TestContext;
// Newest first: each add and view is a second after the one before.
const clock = new TestClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

type Card = { id: number; is_favorite: boolean };
const toggle = (token: string, productId: unknown) =>
  post(t, '/api/favorite-add-or-remove', { product_id: productId }, { token });

describe('favourites', () => {
  it('toggles a product in and out, answering with its card', async () => {
    const { token } = await registerCustomer(t);
    const [first] = (await get(t, '/api/products?per_page=1')).json().data.products as Card[];
    if (!first) throw new Error('no products');
    const added = await toggle(token, first.id);
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe('Product added to favorites.');
    expect(added.json().data.product).toMatchObject({ id: first.id, is_favorite: true });
    expect((await get(t, '/api/favorite-products', token)).json().data.products.map((p: Card) => p.id)).toEqual([
      first.id,
    ]);

    const removed = await toggle(token, String(first.id));
    expect(removed.json().message).toBe('Product removed from favorites.');
    expect(removed.json().data.product.is_favorite).toBe(false);
    expect((await get(t, '/api/favorite-products', token)).json().data.products).toEqual([]);
  });

  it('answers 404 for an unknown or hidden product and 422 for a bad id', async () => {
    const { token } = await registerCustomer(t);
    expect((await toggle(token, 99_999_999)).statusCode).toBe(404);
    const hidden = await t.db.selectFrom('products').select('id').limit(1).executeTakeFirstOrThrow();
    await t.db.updateTable('products').set({ is_active: 0 }).where('id', '=', hidden.id).execute();
    try {
      expect((await toggle(token, hidden.id)).statusCode).toBe(404);
    } finally {
      await t.db.updateTable('products').set({ is_active: 1 }).where('id', '=', hidden.id).execute();
    }
    const bad = await toggle(token, 'abc');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['product_id']);
  });

  it('lists favourites newest first and marks them on catalogue cards for their owner only', async () => {
    const { token } = await registerCustomer(t);
    const other = await registerCustomer(t);
    const products = (await get(t, '/api/products?per_page=5')).json().data.products as Card[];
    const [a, b] = products;
    if (!a || !b) throw new Error('no products');
    await toggle(token, a.id);
    clock.advance(1);
    await toggle(token, b.id);
    expect((await get(t, '/api/favorite-products', token)).json().data.products.map((p: Card) => p.id)).toEqual([
      b.id,
      a.id,
    ]);

    const marked = (url: string, who?: string) =>
      get(t, url, who).then((res) => {
        expect(res.statusCode).toBe(200);
        return res.json().data;
      });
    const mine = (await marked('/api/products?per_page=5', token)).products as Card[];
    expect(
      mine
        .filter((p) => p.is_favorite)
        .map((p) => p.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    const theirs = (await marked('/api/products?per_page=5', other.token)).products as Card[];
    expect(theirs.some((p) => p.is_favorite)).toBe(false);
    const anonymous = (await marked('/api/products?per_page=5')).products as Card[];
    expect(anonymous.some((p) => p.is_favorite)).toBe(false);

    const details = await marked(`/api/product-details?product_id=${a.id}`, token);
    expect(details.product.is_favorite).toBe(true);
    const home = await marked('/api/home?per_page=50', token);
    const homeCards = [...home.popular_products, ...home.just_for_you.products] as Card[];
    for (const card of homeCards) expect(card.is_favorite).toBe(card.id === a.id || card.id === b.id);
    expect((await get(t, '/api/dashboard', token)).json().data.counts.favorites).toBe(2);
  });

  it('needs a signed-in customer', async () => {
    expect((await get(t, '/api/favorite-products')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/favorite-add-or-remove', payload: {} })).statusCode).toBe(
      401,
    );
  });
});

describe('recently viewed', () => {
  it('lists the last ten products the customer viewed, newest first', async () => {
    const { token } = await registerCustomer(t);
    const products = (await get(t, '/api/products?per_page=12')).json().data.products as Card[];
    for (const product of products) {
      await t.app.inject({ url: `/api/product-details?product_id=${product.id}`, headers: bearer(token) });
      clock.advance(1);
    }
    const viewed = (await get(t, '/api/recently-views', token)).json().data.products as Card[];
    expect(viewed.map((p) => p.id)).toEqual(
      products
        .slice(-10)
        .map((p) => p.id)
        .reverse(),
    );
    // Viewing again moves a product to the front.
    const again = products[5];
    if (!again) throw new Error('no product');
    await t.app.inject({ url: `/api/product-details?product_id=${again.id}`, headers: bearer(token) });
    expect((await get(t, '/api/recently-views', token)).json().data.products[0].id).toBe(again.id);
    expect((await get(t, '/api/recently-views')).statusCode).toBe(401);
  });
});

describe('dashboard', () => {
  it('counts addresses, favourites and recently viewed; orders, quotes and tickets are 0 for now', async () => {
    const { token } = await registerCustomer(t);
    expect((await get(t, '/api/dashboard', token)).json().data).toEqual({
      counts: { addresses: 0, favorites: 0, recently_viewed: 0, orders: 0, quotes: 0, support_tickets: 0 },
    });
    await post(
      t,
      '/api/address/store',
      { address_line: '1 Main St', address_type: 'Home', phone: '5550102000' },
      { token },
    );
    const [p] = (await get(t, '/api/products?per_page=1')).json().data.products as Card[];
    if (!p) throw new Error('no product');
    await toggle(token, p.id);
    await t.app.inject({ url: `/api/product-details?product_id=${p.id}`, headers: bearer(token) });
    expect((await get(t, '/api/dashboard', token)).json().data.counts).toMatchObject({
      addresses: 1,
      favorites: 1,
      recently_viewed: 1,
    });
    expect((await get(t, '/api/dashboard')).statusCode).toBe(401);
  });
});
