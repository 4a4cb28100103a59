import { expect } from 'vitest';
import type { TestContext } from './test-app.ts';

/**
 * Puts the shop among the best-rated, so the home page and the top shops show it too, and
 * answers one of its active products, whose page shows the shop.
 */
export async function featuredShop(t: TestContext, shopId: number): Promise<number> {
  const product = await t.db
    .selectFrom('products')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('is_active', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await t.db.updateTable('shops').set({ rating: 5, review_count: 100_000 }).where('id', '=', shopId).execute();
  return product.id;
}

/** A public answer's data, as a shopper in `language` reads it. */
export async function shopperReads(t: TestContext, url: string, language = 'en') {
  const res = await t.app.inject({ url, headers: { 'accept-language': language } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/**
 * Every public answer that shows the featured shop, in `language`: read once before a save to
 * fill the caches.
 */
export async function publicViews(t: TestContext, shop: { id: number; productId: number }, language = 'en') {
  const [page, list, top, home, product] = await Promise.all([
    shopperReads(t, `/api/shops/${shop.id}`, language),
    shopperReads(t, '/api/shops?per_page=100', language),
    shopperReads(t, '/api/shops/top', language),
    shopperReads(t, '/api/home', language),
    shopperReads(t, `/api/product-details?product_id=${shop.productId}`, language),
  ]);
  const mine = (shops: { id: number }[]) => shops.find((card) => card.id === shop.id);
  return {
    page: page.shop,
    list: mine(list.shops),
    top: mine(top.shops),
    home: mine(home.shops),
    product: product.product,
  };
}

export const shopRow = (t: TestContext, id: number) =>
  t.db.selectFrom('shops').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
