import type { CartResponse, Quote } from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './helpers/accounts.ts';
import { addToCart, placeOrder, preparedProduct, shopper } from './helpers/commerce.ts';
import { askQuote } from './helpers/quotes.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** GET `url` as `token` in `language`; the answer's data. */
async function read<T>(url: string, token: string, language: string): Promise<T> {
  const res = await t.app.inject({ url, headers: { ...bearer(token), 'accept-language': language } });
  expect(res.statusCode).toBe(200);
  return res.json().data as T;
}

/** The seeded Arabic and French names of product `id`, if it has both. */
async function namesOf(id: number) {
  const rows = await t.db
    .selectFrom('translations')
    .select(['locale', 'value'])
    .where('entity', '=', 'product')
    .where('entity_id', '=', id)
    .where('field', '=', 'name')
    .execute();
  const names = Object.fromEntries(rows.map((row) => [row.locale, row.value]));
  return names.ar && names.fr ? { ar: names.ar, fr: names.fr } : undefined;
}

/** A shopper and a demo product with Arabic and French names (not every demo product has them). */
async function translatedProduct() {
  const who = await shopper(t);
  for (let tries = 0; tries < 30; tries += 1) {
    const product = await preparedProduct(t, { price: 2500, quantity: 20 });
    const names = await namesOf(product.id);
    if (names) return { who, product, names };
  }
  throw new Error('no translated demo product');
}

describe('cart, order and quote lines in the shopper’s language', () => {
  it('names cart lines in Arabic or French and falls back to the original in English', async () => {
    const { who, product, names } = await translatedProduct();
    expect((await addToCart(t, who.token, { product_id: product.id })).statusCode).toBe(200);
    const lineName = (cart: CartResponse) => cart.cart_items[0]?.products[0]?.name;
    expect(lineName(await read<CartResponse>('/api/carts', who.token, 'ar'))).toBe(names.ar);
    expect(lineName(await read<CartResponse>('/api/carts', who.token, 'fr-FR,fr;q=0.9'))).toBe(names.fr);
    expect(lineName(await read<CartResponse>('/api/carts', who.token, 'en'))).toBe(product.name);
  });

  it('names an order’s lines in the reader’s language', async () => {
    const { who, product, names } = await translatedProduct();
    await addToCart(t, who.token, { product_id: product.id });
    const placed = await placeOrder(t, who.token, { shop_ids: [product.shopId], address_id: who.addressId });
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().data.orders[0].id as number;
    const url = `/api/order-details?order_id=${orderId}`;
    type Details = { order: { products: Array<{ name: string }> } };
    expect((await read<Details>(url, who.token, 'ar')).order.products[0]?.name).toBe(names.ar);
    expect((await read<Details>(url, who.token, 'en')).order.products[0]?.name).toBe(product.name);
  });

  it('names the unit of sale in the reader’s language on the product, its cart line and its order line', async () => {
    const { who, product } = await translatedProduct();
    const piece = await t.db.selectFrom('units').select('id').where('name', '=', 'Piece').executeTakeFirstOrThrow();
    await t.db.updateTable('products').set({ unit_id: piece.id }).where('id', '=', product.id).execute();
    type Card = { unit: { name: string } | null; shop: { id: number; estimated_delivery_time: string } };
    const details = (language: string) =>
      read<{ product: Card }>(`/api/product-details?product_id=${product.id}`, who.token, language);
    const arabic = (await details('ar')).product;
    expect(arabic.unit?.name).toBe('قطعة');
    expect((await details('fr')).product.unit?.name).toBe('Pièce');
    expect((await details('en')).product.unit?.name).toBe('Piece');
    // The shop's delivery time on the card follows the language too, as on the shop's own page.
    const shopPage = await read<{ shop: { estimated_delivery_time: string } }>(
      `/api/shops/${arabic.shop.id}`,
      who.token,
      'ar',
    );
    expect(arabic.shop.estimated_delivery_time).toBe(shopPage.shop.estimated_delivery_time);
    expect(arabic.shop.estimated_delivery_time).not.toBe((await details('en')).product.shop.estimated_delivery_time);

    await addToCart(t, who.token, { product_id: product.id });
    const lineUnit = (cart: CartResponse) => cart.cart_items[0]?.products[0]?.unit?.name;
    expect(lineUnit(await read<CartResponse>('/api/carts', who.token, 'ar'))).toBe('قطعة');
    const placed = await placeOrder(t, who.token, { shop_ids: [product.shopId], address_id: who.addressId });
    expect(placed.statusCode).toBe(200);
    const url = `/api/order-details?order_id=${placed.json().data.orders[0].id as number}`;
    type Details = { order: { products: Array<{ unit: { name: string } | null }> } };
    expect((await read<Details>(url, who.token, 'fr')).order.products[0]?.unit?.name).toBe('Pièce');
    expect((await read<Details>(url, who.token, 'en')).order.products[0]?.unit?.name).toBe('Piece');
  });

  it('names a quote’s lines in the reader’s language', async () => {
    const { who, product, names } = await translatedProduct();
    const quote = await askQuote(t, who.token, product.shopId, [{ product_id: product.id, quantity: 12 }]);
    const url = `/api/view-quote/${quote.id}`;
    expect((await read<{ quote: Quote }>(url, who.token, 'fr')).quote.lines[0]?.product.name).toBe(names.fr);
    expect((await read<{ quote: Quote }>(url, who.token, 'en')).quote.lines[0]?.product.name).toBe(product.name);
  });
});
