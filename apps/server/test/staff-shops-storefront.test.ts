import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../src/modules/settings/queries.ts';
import { get, post } from './helpers/accounts.ts';
import { sellerSession } from './helpers/chat.ts';
import { addToCart, placeOrder, preparedProduct, shopper } from './helpers/commerce.ts';
import { CATALOGUE_CACHES } from './helpers/seller.ts';
import { featuredShop, shopperReads } from './helpers/seller-shop.ts';
import { staffToken } from './helpers/staff.ts';
import { suggestionsFor } from './helpers/suggestions.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

// What shoppers see of a shop staff deactivate and reactivate, with the catalogue's caches on
// (CATALOGUE_CACHES) and searches answered by the index in memory: every answer filled before the
// change must follow it at the next request.
let t: TestContext;
let staff: { id: number; token: string };
const SHOP = 9;
let product: { id: number; name: string; code: string };

beforeAll(async () => {
  t = await createTestApp({ env: CATALOGUE_CACHES });
  staff = await staffToken(t);
  const id = await featuredShop(t, SHOP);
  product = await t.db
    .selectFrom('products')
    .select(['id', 'name', 'code'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
});
afterAll(() => t.close());

const setActive = (id: number, active: boolean) =>
  post(t, `/api/staff/shops/${id}/active`, { active }, { token: staff.token });

const shopName = async (id: number) =>
  (await t.db.selectFrom('shops').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;

/** Where shoppers meet the shop and its product, each read as a shopper would. */
async function storefront() {
  const ids = (cards: { id: number }[]) => cards.map((card) => card.id);
  const [list, top, home, byShop, searched, page, details] = await Promise.all([
    shopperReads(t, '/api/shops?per_page=100'),
    shopperReads(t, '/api/shops/top'),
    shopperReads(t, '/api/home'),
    shopperReads(t, `/api/products?shop_id=${SHOP}&per_page=5`),
    shopperReads(t, `/api/products?search=${encodeURIComponent(product.code)}&per_page=100`),
    get(t, `/api/shops/${SHOP}`),
    get(t, `/api/product-details?product_id=${product.id}`),
  ]);
  const suggested = await suggestionsFor(t, await shopName(SHOP));
  return {
    listed: ids(list.shops).includes(SHOP),
    top: ids(top.shops).includes(SHOP),
    home: ids(home.shops).includes(SHOP),
    products: byShop.total as number,
    searched: ids(searched.products).includes(product.id),
    suggested: ids(suggested.shops).includes(SHOP),
    page: page.statusCode,
    details: details.statusCode,
  };
}

const shown = { listed: true, top: true, home: true, searched: true, suggested: true, page: 200, details: 200 };

describe('a shop staff deactivate', () => {
  it('leaves the storefront at the next request, caches and search index included; its owner still works its orders', async () => {
    const before = await storefront();
    expect(before).toMatchObject(shown);
    expect(before.products).toBeGreaterThan(0);
    const buyer = await shopper(t);
    const other = await preparedProduct(t, { price: 1500, quantity: 5 }, SHOP);
    expect((await addToCart(t, buyer.token, { product_id: other.id })).statusCode).toBe(200);

    const res = await setActive(SHOP, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      'Shop deactivated: shoppers no longer see it or its products. Its owner can still sign in to the console.',
    );
    expect(res.json().data.shop).toMatchObject({ id: SHOP, is_active: false });

    expect(await storefront()).toEqual({
      listed: false,
      top: false,
      home: false,
      products: 0,
      searched: false,
      suggested: false,
      page: 404,
      details: 404,
    });
    // Its products cannot go into a basket, and one already there cannot be ordered.
    expect((await addToCart(t, buyer.token, { product_id: product.id })).statusCode).toBe(404);
    const refused = await placeOrder(t, buyer.token, { shop_ids: [SHOP], address_id: buyer.addressId });
    expect(refused.statusCode, refused.body).toBe(422);
    // The owner signs in to the console and reads the shop's orders.
    const owner = await sellerSession(t, SHOP);
    expect(owner.shopId).toBe(SHOP);
    expect((await get(t, '/api/seller/orders', owner.token)).statusCode).toBe(200);

    const back = await setActive(SHOP, true);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().message).toBe('Shop reactivated: shoppers see it again.');
    const after = await storefront();
    expect(after).toMatchObject(shown);
    expect(after.products).toBe(before.products);
    expect((await addToCart(t, buyer.token, { product_id: product.id })).statusCode).toBe(200);
  });

  it('refuses to deactivate the root shop while multi-vendor is off, on the active field, and allows it while on', async () => {
    const root = await t.db.selectFrom('shops').select('id').where('is_root', '=', 1).executeTakeFirstOrThrow();
    await writeSetting(t.db, 'multi_vendor', false);
    try {
      const refused = await setActive(root.id, false);
      expect(refused.statusCode).toBe(422);
      const message =
        'The root shop cannot be deactivated while multi-vendor is off: the storefront would have no shop.';
      expect(refused.json()).toEqual({ message, errors: { active: [message] } });
      expect((await shopperReads(t, '/api/shops?per_page=100')).shops.map((s: { id: number }) => s.id)).toEqual([
        root.id,
      ]);
      // Other shops may still be switched off: the storefront shows only the root shop anyway.
      expect((await setActive(SHOP, false)).statusCode).toBe(200);
      expect((await setActive(SHOP, true)).statusCode).toBe(200);
    } finally {
      await writeSetting(t.db, 'multi_vendor', true);
    }
    const allowed = await setActive(root.id, false);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().data.shop).toMatchObject({ is_root: true, is_active: false });
    expect((await get(t, `/api/shops/${root.id}`)).statusCode).toBe(404);
    expect((await setActive(root.id, true)).statusCode).toBe(200);
    expect((await get(t, `/api/shops/${root.id}`)).statusCode).toBe(200);
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_type', '=', 'shop')
      .where('subject_id', '=', String(root.id))
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['shop.deactivate', 'shop.activate']);
  });
});
