import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogChanged } from '../src/lib/catalog-events.ts';
import { addToCart, orderOf, placeOrder, preparedProduct, shopper } from './helpers/commerce.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_SUMMARY_SECONDS: '60' } });
});
afterAll(() => t.close());

async function list(query: string) {
  const res = await t.app.inject(`/api/products?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { total: number; products: { id: number; quantity: number }[]; filters: unknown };
}

describe('product list summaries', () => {
  it('shares one count and one set of facets across sorts and pages until the listing changes', async () => {
    const product = await preparedProduct(t, { price: 2500, quantity: 9 });
    const query = `shop_id=${product.shopId}`;
    const first = await list(query);
    // Behind the server's back: the summaries keep what they worked out, for every sort and page.
    await t.db.updateTable('products').set({ is_active: 0 }).where('id', '=', product.id).execute();
    try {
      for (const more of ['&sort_type=newest', '&page=2&per_page=5', '&sort_type=high_to_low']) {
        const again = await list(query + more);
        expect(again.total).toBe(first.total);
        expect(again.filters).toEqual(first.filters);
      }
      // A stock change keeps them; a listing change drops them.
      catalogChanged('figures');
      expect((await list(query)).total).toBe(first.total);
      catalogChanged('listing');
      expect((await list(query)).total).toBe(first.total - 1);
    } finally {
      await t.db.updateTable('products').set({ is_active: 1 }).where('id', '=', product.id).execute();
      catalogChanged();
    }
  });

  it('shows the stock an order leaves at once while the count and facets are kept', async () => {
    const product = await preparedProduct(t, { price: 1800, quantity: 6 });
    const query = `shop_id=${product.shopId}&sort_type=low_to_high&min_price=17.99&max_price=18.01`;
    const before = await list(query);
    expect(before.products.find((p) => p.id === product.id)?.quantity).toBe(6);
    const who = await shopper(t);
    await addToCart(t, who.token, { product_id: product.id, quantity: 2 });
    const placed = await placeOrder(t, who.token, { shop_ids: [product.shopId], address_id: who.addressId });
    expect(placed.statusCode, placed.body).toBe(200);
    const after = await list(query);
    expect(after.products.find((p) => p.id === product.id)?.quantity).toBe(4);
    expect(after.total).toBe(before.total);
  });

  it('keeps them through a review, and counts a rating filter anew', async () => {
    const who = await shopper(t);
    const product = await preparedProduct(t, { price: 3300, quantity: 8 });
    await t.db.updateTable('products').set({ rating: 0, review_count: 0 }).where('id', '=', product.id).execute();
    const orderId = await orderOf(t, who, product);
    catalogChanged();
    const query = `shop_id=${product.shopId}`;
    const all = (await list(query)).total;
    const fiveStars = (await list(`${query}&rating=5`)).total;
    // Behind the server's back, as before: only a listing change would show it.
    await t.db.updateTable('products').set({ is_active: 0 }).where('id', '=', product.id).execute();
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/product-review',
        payload: { product_id: product.id, order_id: orderId, rating: 5, description: 'Lovely.' },
        headers: { authorization: `Bearer ${who.token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await list(query)).total).toBe(all);
      // The reviewed product is inactive now, so a count made anew leaves it out as well.
      expect((await list(`${query}&rating=5`)).total).toBe(fiveStars);
      await t.db.updateTable('products').set({ is_active: 1 }).where('id', '=', product.id).execute();
      expect((await list(`${query}&rating=5`)).total).toBe(fiveStars + 1);
    } finally {
      await t.db.updateTable('products').set({ is_active: 1 }).where('id', '=', product.id).execute();
      catalogChanged();
    }
  });

  it("counts the home page's list as the product list does, and follows a listing change", async () => {
    const listed = async () => {
      const row = await t.db
        .selectFrom('products as p')
        .innerJoin('shops as s', 's.id', 'p.shop_id')
        .where('p.is_active', '=', 1)
        .where('s.is_active', '=', 1)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const home = async () => {
      const res = await t.app.inject('/api/home?page=2&per_page=10');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.just_for_you.total as number;
    };
    expect(await home()).toBe(await listed());
    expect(await home()).toBe((await list('')).total);
    const product = await preparedProduct(t, { price: 1200, quantity: 3 });
    await t.db.updateTable('products').set({ is_active: 0 }).where('id', '=', product.id).execute();
    try {
      catalogChanged('listing');
      expect(await home()).toBe(await listed());
      expect(await home()).toBe((await list('')).total);
    } finally {
      await t.db.updateTable('products').set({ is_active: 1 }).where('id', '=', product.id).execute();
      catalogChanged();
    }
  });

  it('shows a shop while it lists a product, and answers 404 once it lists none', async () => {
    const { shopId } = await preparedProduct(t, { price: 900, quantity: 2 });
    const shown = async () => {
      const one = await t.app.inject(`/api/shops/${shopId}`);
      const all = (await t.app.inject('/api/shops?per_page=100')).json().data.shops as { id: number }[];
      expect(all.some((shop) => shop.id === shopId)).toBe(one.statusCode === 200);
      return one.statusCode;
    };
    expect(await shown()).toBe(200);
    const ids = (
      await t.db.selectFrom('products').select('id').where('shop_id', '=', shopId).where('is_active', '=', 1).execute()
    ).map((row) => row.id);
    await t.db.updateTable('products').set({ is_active: 0 }).where('id', 'in', ids).execute();
    try {
      catalogChanged('listing');
      expect(await shown()).toBe(404);
      await t.db.updateTable('products').set({ is_active: 1 }).where('id', 'in', ids.slice(0, 1)).execute();
      catalogChanged('listing');
      expect(await shown()).toBe(200);
    } finally {
      await t.db.updateTable('products').set({ is_active: 1 }).where('id', 'in', ids).execute();
      catalogChanged();
    }
  });
});
