import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../src/modules/settings/queries.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('categories for the category bar', () => {
  it('lists 10 top-level categories with their sub-categories', async () => {
    const res = await t.app.inject('/api/categories');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.total).toBe(10);
    expect(data.categories).toHaveLength(10);
    const subs = data.categories.flatMap((c: { sub_categories: unknown[] }) => c.sub_categories);
    expect(subs.length).toBeGreaterThanOrEqual(30);
    expect(data.categories[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      thumbnail: expect.stringMatching(/^\/uploads\//),
    });
  });

  it('pages', async () => {
    const { data } = (await t.app.inject('/api/categories?page=2&per_page=4')).json();
    expect(data.total).toBe(10);
    expect(data.categories).toHaveLength(4);
  });

  it('is gzip-compressed when asked', async () => {
    const res = await t.app.inject({ url: '/api/categories', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('home products', () => {
  it('shows popular product cards with decimal prices', async () => {
    const { data } = (await t.app.inject('/api/home')).json();
    expect(data.popular_products).toHaveLength(6);
    const card = data.popular_products[0];
    expect(card).toMatchObject({ id: expect.any(Number), price: expect.any(Number), shop: { id: expect.any(Number) } });
    expect(Math.round(card.price * 100) / 100).toBe(card.price);
  });

  it('limits every product to the root shop in single-vendor mode', async () => {
    await writeSetting(t.db, 'multi_vendor', false);
    const root = await t.db.selectFrom('shops').select('id').where('is_root', '=', 1).executeTakeFirstOrThrow();
    const { data } = (await t.app.inject('/api/home')).json();
    expect(data.popular_products.length).toBeGreaterThan(0);
    expect(data.popular_products.every((p: { shop: { id: number } }) => p.shop.id === root.id)).toBe(true);
    await writeSetting(t.db, 'multi_vendor', true);
  });
});
