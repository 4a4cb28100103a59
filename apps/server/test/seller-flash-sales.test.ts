import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, post } from './helpers/accounts.ts';
import { addToCart, placeOrder, preparedProduct, shopper } from './helpers/commerce.ts';
import { CATALOGUE_CACHES, ownersApp } from './helpers/seller.ts';
import {
  entryRow as rowOf,
  entryUrl,
  joinSale,
  seededSales,
  shopperView as viewOf,
} from './helpers/seller-flash-sales.ts';
import type { TestContext } from './helpers/test-app.ts';

// A shop's part in the platform's flash sales: which it can join, what it may enter and change,
// and what it may not. What shoppers see after each change is in
// seller-flash-sale-storefront.test.ts.
let t: TestContext;
const MINE = 10;
const THEIRS = 11;
let token: string;
let theirToken: string;
const sales = { running: 0, upcoming: 0, ended: 0, off: 0 };

const HOUR = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function insertSale(name: string, start: number, end: number, isActive = 1) {
  const row = await t.db
    .insertInto('flash_sales')
    .values({ name, thumbnail: '/x.svg', start_date: iso(start), end_date: iso(end), is_active: isActive })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  ({ t, token, theirToken } = await ownersApp(MINE, THEIRS, { env: CATALOGUE_CACHES }));
  Object.assign(sales, await seededSales(t));
  sales.ended = await insertSale('Last Week Sale', -8 * 24 * HOUR, -HOUR);
  sales.off = await insertSale('Switched Off Sale', -HOUR, 24 * HOUR, 0);
});
afterAll(() => t.close());

const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, payload, headers: bearer(token) });
const del = (url: string) => t.app.inject({ method: 'DELETE', url, headers: bearer(token) });
const add = (saleId: number, products: object[], as = token) => joinSale(t, as, saleId, products);
const entryRow = (saleId: number, productId: number) => rowOf(t, saleId, productId);
const shopperView = (product: { id: number; shopId: number }, saleId: number) => viewOf(t, product, saleId);

describe('the flash sales a shop can join', () => {
  it('lists the active sales running or to come, soonest first, with the shop’s entries and sales in each', async () => {
    const res = await get(t, '/api/seller/flash-sales', token);
    expect(res.statusCode, res.body).toBe(200);
    const { total, flash_sales: listed } = res.json().data;
    expect(listed.map((sale: { id: number }) => sale.id)).toEqual([sales.running, sales.upcoming]);
    expect(total).toBe(2);
    expect(listed.map((sale: { status: string }) => sale.status)).toEqual(['running', 'upcoming']);
    for (const sale of listed) {
      const rows = await t.db
        .selectFrom('flash_sale_products as fsp')
        .innerJoin('products as p', 'p.id', 'fsp.product_id')
        .select(['fsp.sold'])
        .where('fsp.flash_sale_id', '=', sale.id)
        .where('p.shop_id', '=', MINE)
        .execute();
      expect(sale).toMatchObject({ entries: rows.length, sold: rows.reduce((sum, row) => sum + row.sold, 0) });
      expect(sale.start_date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    }
  });

  it('names the sales in the owner’s language', async () => {
    const res = await t.app.inject({
      url: '/api/seller/flash-sales',
      headers: { ...bearer(token), 'accept-language': 'ar' },
    });
    expect(res.json().data.flash_sales[0].name).toBe('تخفيضات خاطفة كبرى');
  });

  it('shows one sale with the shop’s entries only; a switched-off sale is not found, an ended one is shown', async () => {
    const res = await get(t, `/api/seller/flash-sales/${sales.running}`, token);
    expect(res.statusCode, res.body).toBe(200);
    const { flash_sale: sale, entries } = res.json().data;
    expect(sale).toMatchObject({ id: sales.running, status: 'running', entries: entries.length });
    const owned = await t.db.selectFrom('products').select('id').where('shop_id', '=', MINE).execute();
    const ownedIds = new Set(owned.map((row) => row.id));
    for (const entry of entries) expect(ownedIds.has(entry.product.id)).toBe(true);

    expect((await get(t, `/api/seller/flash-sales/${sales.off}`, token)).statusCode).toBe(404);
    expect((await get(t, '/api/seller/flash-sales/999999', token)).statusCode).toBe(404);
    const ended = await get(t, `/api/seller/flash-sales/${sales.ended}`, token);
    expect(ended.json().data.flash_sale).toMatchObject({ status: 'ended', entries: 0, sold: 0, revenue: 0 });
  });
});

describe('products joining a running sale', () => {
  it('are refused row by row, naming each row’s field, and none is added while any is refused', async () => {
    const ok = await preparedProduct(t, { price: 3000, quantity: 10 }, MINE);
    const dear = await preparedProduct(t, { price: 3000, discount_price: 2500, quantity: 10 }, MINE);
    const few = await preparedProduct(t, { price: 3000, quantity: 2 }, MINE);
    const hidden = await preparedProduct(t, { price: 3000, quantity: 10 }, MINE);
    await t.db.updateTable('products').set({ is_active: 0 }).where('id', '=', hidden.id).execute();
    const theirs = await preparedProduct(t, { price: 3000, quantity: 10 }, THEIRS);
    const [seeded] = (await get(t, `/api/seller/flash-sales/${sales.running}`, token)).json().data.entries;

    const res = await add(sales.running, [
      { product_id: ok.id, price: 20, quantity: 5 },
      { product_id: dear.id, price: 25, quantity: 5 },
      { product_id: few.id, price: 20, quantity: 3 },
      { product_id: hidden.id, price: 20, quantity: 1 },
      { product_id: theirs.id, price: 20, quantity: 1 },
      { product_id: seeded.product.id, price: 1, quantity: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({
      'products.1.price': ['The flash price must be less than the price the product sells at.'],
      'products.2.quantity': ['The quantity may not be greater than the stock (2).'],
      'products.3.product_id': ['Only active products can join a flash sale.'],
      'products.4.product_id': ['The shop has no such product.'],
      'products.5.product_id': ['The product is already in this flash sale.'],
    });
    expect(await entryRow(sales.running, ok.id)).toBeUndefined();
  });

  it('are refused with the field named when the form itself is wrong', async () => {
    const product = await preparedProduct(t, { price: 3000, quantity: 10 }, MINE);
    const res = await add(sales.running, [
      { product_id: product.id, price: 0, quantity: 0 },
      { product_id: 'x', price: 'ten', quantity: 1.5 },
    ]);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'products.0.price',
      'products.0.quantity',
      'products.1.price',
      'products.1.product_id',
      'products.1.quantity',
    ]);
    expect(res.json().errors).toMatchObject({
      'products.0.price': ['The flash price must be greater than 0.'],
      'products.0.quantity': ['The quantity must be at least 1.'],
      'products.1.price': ['The flash price must be a number.'],
      'products.1.quantity': ['The quantity must be a whole number.'],
    });
    const twice = await add(sales.running, [
      { product_id: product.id, price: 10, quantity: 1 },
      { product_id: product.id, price: 12, quantity: 2 },
    ]);
    expect(twice.json().errors).toEqual({ 'products.1.product_id': ['The product is listed twice.'] });
    expect((await add(sales.running, [])).json().errors).toEqual({ products: ['The products field is required.'] });
  });
});

describe('changing an entry', () => {
  it('keeps the quantity at or above what sold, the units left within the stock, the price below the product’s', async () => {
    const product = await preparedProduct(t, { price: 6000, quantity: 10 }, MINE);
    await add(sales.running, [{ product_id: product.id, price: 50, quantity: 10 }]);
    await t.db
      .updateTable('flash_sale_products')
      .set({ sold: 6 })
      .where('flash_sale_id', '=', sales.running)
      .where('product_id', '=', product.id)
      .execute();

    const under = await put(entryUrl(sales.running, product.id), { price: 50, quantity: 5 });
    expect(under.json().errors).toEqual({ quantity: ['The quantity may not be less than the 6 already sold.'] });
    const over = await put(entryUrl(sales.running, product.id), { price: 60, quantity: 17 });
    expect(over.json().errors).toEqual({
      price: ['The flash price must be less than the price the product sells at.'],
      quantity: ['The units left (11) may not be more than the stock (10).'],
    });
    expect(await entryRow(sales.running, product.id)).toEqual({ price: 5000, quantity: 10, sold: 6 });

    // Down to what sold: the flash price ends, and the product sells at its own again.
    expect((await put(entryUrl(sales.running, product.id), { price: 50, quantity: 6 })).statusCode).toBe(200);
    expect(await shopperView(product, sales.running)).toMatchObject({ listed: 60, page: 60, sale: null });
  });

  it('answers 404 for another shop’s product or a product not in the sale, and changes nothing', async () => {
    const theirs = await preparedProduct(t, { price: 3000, quantity: 10 }, THEIRS);
    expect((await add(sales.running, [{ product_id: theirs.id, price: 20, quantity: 3 }], theirToken)).statusCode).toBe(
      200,
    );
    expect((await put(entryUrl(sales.running, theirs.id), { price: 1, quantity: 1 })).statusCode).toBe(404);
    expect((await del(entryUrl(sales.running, theirs.id))).statusCode).toBe(404);
    expect(await entryRow(sales.running, theirs.id)).toEqual({ price: 2000, quantity: 3, sold: 0 });
    const mine = await preparedProduct(t, { price: 3000, quantity: 10 }, MINE);
    expect((await put(entryUrl(sales.running, mine.id), { price: 1, quantity: 1 })).statusCode).toBe(404);
    expect(
      (await get(t, `/api/seller/flash-sales/${sales.running}?per_page=100`, theirToken)).json().data.entries,
    ).toEqual([expect.objectContaining({ product: expect.objectContaining({ id: theirs.id }) })]);
  });
});

describe('taking a product out of a sale', () => {
  it('is refused once its flash units have sold, which the sale shows with what they sold for', async () => {
    const product = await preparedProduct(t, { price: 8000, quantity: 10 }, MINE);
    await add(sales.running, [{ product_id: product.id, price: 60, quantity: 5 }]);
    const who = await shopper(t);
    await addToCart(t, who.token, { product_id: product.id, quantity: 2 });
    const placed = await placeOrder(t, who.token, { shop_ids: [MINE], address_id: who.addressId });
    expect(placed.statusCode, placed.body).toBe(200);

    const res = await del(entryUrl(sales.running, product.id));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Units of this product have sold in the sale/);
    expect(await entryRow(sales.running, product.id)).toEqual({ price: 6000, quantity: 5, sold: 2 });
    const sale = (await get(t, `/api/seller/flash-sales/${sales.running}?per_page=100`, token)).json().data;
    expect(sale.entries).toContainEqual(expect.objectContaining({ sold: 2, revenue: 120 }));

    // A cancelled order gives its units back, and its money leaves the revenue.
    const before = (await get(t, '/api/seller/flash-sales', token)).json().data.flash_sales[0].revenue;
    const cancelled = await post(
      t,
      '/api/orders/cancel',
      { order_id: placed.json().data.orders[0].id },
      { token: who.token },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await get(t, '/api/seller/flash-sales', token)).json().data.flash_sales[0].revenue).toBe(before - 120);
    expect((await del(entryUrl(sales.running, product.id))).statusCode).toBe(200);
  });
});

describe('a sale that ended or was switched off', () => {
  it('cannot be changed: an ended one is refused, a switched-off one is not found', async () => {
    const product = await preparedProduct(t, { price: 3000, quantity: 10 }, MINE);
    await t.db
      .insertInto('flash_sale_products')
      .values({ flash_sale_id: sales.ended, product_id: product.id, price: 2000, quantity: 4, sold: 0 })
      .execute();
    const refusals = await Promise.all([
      add(sales.ended, [{ product_id: product.id, price: 20, quantity: 1 }]),
      put(entryUrl(sales.ended, product.id), { price: 10, quantity: 4 }),
      del(entryUrl(sales.ended, product.id)),
    ]);
    for (const res of refusals) {
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('This flash sale has ended; its products can no longer be changed.');
    }
    expect(await entryRow(sales.ended, product.id)).toEqual({ price: 2000, quantity: 4, sold: 0 });
    expect((await add(sales.off, [{ product_id: product.id, price: 20, quantity: 1 }])).statusCode).toBe(404);
  });
});
