import { expect } from 'vitest';
import { get, post } from './accounts.ts';
import type { TestContext } from './test-app.ts';

/** The demo's flash sales: the one running now and the one to come. */
export async function seededSales(t: TestContext) {
  const now = new Date().toISOString();
  const seeded = await t.db.selectFrom('flash_sales').select(['id', 'start_date']).orderBy('start_date').execute();
  return {
    running: seeded.find((sale) => sale.start_date <= now)!.id,
    upcoming: seeded.find((sale) => sale.start_date > now)!.id,
  };
}

/** Adds `products` (id, flash price, quantity) to the sale as `token`'s owner. */
export const joinSale = (t: TestContext, token: string, saleId: number, products: object[]) =>
  post(t, `/api/seller/flash-sales/${saleId}/entries`, { products }, { token });

export const entryUrl = (saleId: number, productId: number) => `/api/seller/flash-sales/${saleId}/entries/${productId}`;

export const entryRow = (t: TestContext, saleId: number, productId: number) =>
  t.db
    .selectFrom('flash_sale_products')
    .select(['price', 'quantity', 'sold'])
    .where('flash_sale_id', '=', saleId)
    .where('product_id', '=', productId)
    .executeTakeFirst();

/** What shoppers pay for the product: on its card in its shop's list, on its page, and on its card on the sale's page. */
export async function shopperView(t: TestContext, product: { id: number; shopId: number }, saleId: number) {
  const [list, details, salePage] = await Promise.all([
    get(t, `/api/products?shop_id=${product.shopId}&sort_type=low_to_high&per_page=100`),
    get(t, `/api/product-details?product_id=${product.id}`),
    get(t, `/api/flash-sale/${saleId}/details?per_page=100`),
  ]);
  for (const res of [list, details, salePage]) expect(res.statusCode, res.body).toBe(200);
  type Card = { id: number; price: number; discount_price: number };
  const pays = (card: Card | undefined) => (card ? card.discount_price || card.price : null);
  const card = (cards: Card[]) => pays(cards.find((p) => p.id === product.id));
  return {
    listed: card(list.json().data.products),
    page: pays(details.json().data.product),
    sale: (details.json().data.product.flash_sale?.id as number | undefined) ?? null,
    onSalePage: card(salePage.json().data.products),
  };
}
