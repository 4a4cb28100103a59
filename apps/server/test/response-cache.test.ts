import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../src/modules/settings/queries.ts';
import { addToCart, placeOrder, preparedProduct, shopper } from './helpers/commerce.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: { RESPONSE_CACHE_SECONDS: '60' } });
});
afterAll(() => t.close());

const renameFirstProduct = (name: string) => t.db.updateTable('products').set({ name }).where('id', '=', 1).execute();
const firstName = async (headers: Record<string, string> = {}) =>
  (await t.app.inject({ url: '/api/product-details?product_id=1', headers })).json().data.product.name;

describe('public catalogue cache', () => {
  it('answers again from memory until the catalogue changes', async () => {
    const before = await firstName();
    await renameFirstProduct('Renamed Behind The Cache');
    expect(await firstName()).toBe(before);
    await writeSetting(t.db, 'app_name', 'Souk');
    expect(await firstName()).toBe('Renamed Behind The Cache');
  });

  it('tags answers with an ETag and answers a matching If-None-Match with 304', async () => {
    const first = await t.app.inject('/api/categories');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['x-cache']).toBe('miss');
    expect((await t.app.inject('/api/categories')).headers['x-cache']).toBe('hit');
    const again = await t.app.inject({ url: '/api/categories', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps languages apart and never serves a signed-in request from memory', async () => {
    await firstName({ 'accept-language': 'ar' });
    await renameFirstProduct('Second Name');
    expect(await firstName({ 'accept-language': 'ar' })).not.toBe('Second Name');
    expect(await firstName({ authorization: `Bearer ${'x'.repeat(43)}` })).toBe('Second Name');
  });

  it('shows the stock an order or a cancellation leaves at once, not the cached one', async () => {
    const who = await shopper(t);
    const product = await preparedProduct(t, { price: 1500, quantity: 5 });
    const stockShown = async () =>
      (await t.app.inject(`/api/product-details?product_id=${product.id}`)).json().data.product.quantity;
    expect(await stockShown()).toBe(5);
    await addToCart(t, who.token, { product_id: product.id, quantity: 2 });
    const placed = await placeOrder(t, who.token, { shop_ids: [product.shopId], address_id: who.addressId });
    expect(placed.statusCode).toBe(200);
    expect(await stockShown()).toBe(3);
    const orderId = placed.json().data.orders[0].id as number;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cancel',
      payload: { order_id: orderId },
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await stockShown()).toBe(5);
  });

  it('does not cache errors', async () => {
    await t.db.updateTable('products').set({ is_active: 0 }).where('id', '=', 3).execute();
    const hidden = await t.app.inject('/api/product-details?product_id=3');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.headers.etag).toBeUndefined();
    await t.db.updateTable('products').set({ is_active: 1 }).where('id', '=', 3).execute();
    expect((await t.app.inject('/api/product-details?product_id=3')).statusCode).toBe(200);
  });
});
