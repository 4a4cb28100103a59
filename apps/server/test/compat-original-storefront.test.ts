import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from './helpers/accounts.ts';
import { addToCart, placeOrder, preparedProduct, shopper } from './helpers/commerce.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

// The original Laravel + Vue storefront's own requests, as it sends them, replayed against Souk:
// each answers as that client needs and carries the fields it reads (docs/compatibility.md).

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the original storefront’s requests', () => {
  it('loads category and search pages, whose every filter is sent, the unset ones empty', async () => {
    const category = await t.db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const empty = 'brand_id=&sub_category_id=&color_id=&size_id=&shop_id=&rating=&min_price=&max_price=';
    const page = await get(t, `/api/products?page=1&per_page=20&sort_type=default&${empty}&category_id=${category.id}`);
    expect(page.statusCode, page.body).toBe(200);
    const given = await get(t, `/api/products?page=1&per_page=20&sort_type=default&category_id=${category.id}`);
    expect(page.json().data.total).toBe(given.json().data.total);
    expect(page.json().data.total).toBeGreaterThan(0);

    const search = await get(t, `/api/products?page=1&per_page=20&sort_type=&search=shirt&category_id=&${empty}`);
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().data.total).toBe((await get(t, '/api/products?search=shirt')).json().data.total);
    // An empty search is no search: the whole catalogue.
    const all = await get(t, '/api/products?search=&category_id=&brand_id=');
    expect(all.json().data.total).toBe((await get(t, '/api/products')).json().data.total);
    // A value that is given still has to be right, and is refused by name.
    const wrong = await get(t, '/api/products?category_id=abc&brand_id=');
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['category_id']);
  });

  it('lists the best deals and the most popular products in their own order', async () => {
    const ids = async (url: string) => (await get(t, url)).json().data.products.map((p: { id: number }) => p.id);
    expect(await ids('/api/best-deal?per_page=8&sort_type=')).toEqual(
      await ids('/api/products?per_page=8&sort_type=top_selling'),
    );
    expect(await ids('/api/most-popular?per_page=8&sort_type=newest')).toEqual(
      await ids('/api/products?per_page=8&sort_type=popular_product'),
    );
    expect(await ids('/api/best-deal?per_page=8')).not.toEqual(await ids('/api/most-popular?per_page=8'));
  });

  it('prices an empty selection when the cart drawer opens', async () => {
    const { token } = await shopper(t);
    const res = await post(t, '/api/cart/checkout', { shop_ids: [] }, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.checkout_items).toEqual([]);
    expect(res.json().data.checkout.payable_amount).toBe(0);
  });

  it('reads an empty thread when no shop is chosen in the messages screen', async () => {
    const { token } = await shopper(t);
    const res = await t.app.inject({
      url: '/api/get-message?page=1&per_page=20',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ total: 0, data: [] });
  });

  it('applies the theme: every colour under the keys the client checks', async () => {
    const { theme_colors: colors } = (await get(t, '/api/master')).json().data;
    const keys = ['primary', ...[50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950].map((n) => `primary${n}`)];
    for (const key of keys) expect(colors[key], key).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('shows each order’s amount in the order list', async () => {
    const { token, addressId } = await shopper(t);
    const product = await preparedProduct(t, { price: 20, quantity: 10 });
    expect((await addToCart(t, token, { product_id: product.id, quantity: 2 })).statusCode).toBe(200);
    const placed = await placeOrder(t, token, { shop_ids: [product.shopId], address_id: addressId });
    expect(placed.statusCode, placed.body).toBe(200);
    const { orders } = (await get(t, '/api/orders?page=1&per_page=10', token)).json().data;
    expect(orders).toHaveLength(1);
    expect(typeof orders[0].amount).toBe('number');
    expect(orders[0].amount).toBe(orders[0].payable_amount);
    expect(orders[0].amount).toBeGreaterThan(0);
  });

  it('always has a picture for the user: their initials when they have no photo', async () => {
    const { token } = await shopper(t);
    const { user } = (await get(t, '/api/profile', token)).json().data;
    expect(user.profile_photo).toMatch(/^\/api\/avatar\.svg\?initials=\p{L}/u);
    const picture = await t.app.inject(user.profile_photo);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(picture.body).toContain('<svg');
    // Escaped, whatever is asked: only letters and digits are drawn.
    expect((await t.app.inject('/api/avatar.svg?initials=%3Cs%3E')).statusCode).toBe(422);
    expect((await t.app.inject('/api/avatar.svg?initials=%D9%86%D8%B1')).body).toContain('>نر<');
  });

  it('adds to the cart with the unit named, by id, or none', async () => {
    const { token } = await shopper(t);
    const product = await preparedProduct(t, { price: 5, quantity: 50 });
    const unit = await t.db
      .selectFrom('products as p')
      .innerJoin('units as u', 'u.id', 'p.unit_id')
      .select(['u.id', 'u.name'])
      .where('p.id', '=', product.id)
      .executeTakeFirstOrThrow();
    for (const sent of [unit.name, unit.id, null, '']) {
      const res = await addToCart(t, token, { product_id: product.id, unit: sent });
      expect(res.statusCode, `${String(sent)}: ${res.body}`).toBe(200);
    }
    const res = await addToCart(t, token, { product_id: product.id, unit: { name: unit.name } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['unit']);
  });
});
