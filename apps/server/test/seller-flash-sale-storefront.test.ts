import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get } from './helpers/accounts.ts';
import { preparedProduct } from './helpers/commerce.ts';
import { CATALOGUE_CACHES, ownerApp } from './helpers/seller.ts';
import {
  entryRow as rowOf,
  entryUrl,
  joinSale,
  seededSales,
  shopperView as viewOf,
} from './helpers/seller-flash-sales.ts';
import type { TestContext } from './helpers/test-app.ts';

// What shoppers pay for a shop's products as the shop enters them in flash sales, changes and
// takes them out, with the catalogue's caches on (CATALOGUE_CACHES): in lists, on the product's
// page and on the sale's page.
let t: TestContext;
const MINE = 10;
let token: string;
let sales: { running: number; upcoming: number };

beforeAll(async () => {
  ({ t, token } = await ownerApp(MINE, { env: CATALOGUE_CACHES }));
  sales = await seededSales(t);
});
afterAll(() => t.close());

const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, payload, headers: bearer(token) });
const del = (url: string) => t.app.inject({ method: 'DELETE', url, headers: bearer(token) });
const add = (saleId: number, products: object[]) => joinSale(t, token, saleId, products);
const entryRow = (saleId: number, productId: number) => rowOf(t, saleId, productId);
const shopperView = (product: { id: number; shopId: number }, saleId: number) => viewOf(t, product, saleId);
const storedPrice = (id: number) =>
  t.db.selectFrom('products').select(['flash_price', 'effective_price']).where('id', '=', id).executeTakeFirstOrThrow();

describe('products joining a running sale', () => {
  it('are shown to shoppers at the flash price at once: in lists, on their page and on the sale’s page', async () => {
    const lamp = await preparedProduct(t, { price: 5000, discount_price: 4500, quantity: 30 }, MINE);
    const kettle = await preparedProduct(t, { price: 2000, quantity: 8 }, MINE);
    // Read once so the caches hold the answers from before.
    expect(await shopperView(lamp, sales.running)).toEqual({ listed: 45, page: 45, sale: null, onSalePage: null });

    const res = await add(sales.running, [
      { product_id: lamp.id, price: '29.99', quantity: 10 },
      { product_id: kettle.id, price: 15, quantity: '8' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ added: 2, requested: 0 });

    expect(await shopperView(lamp, sales.running)).toEqual({
      listed: 29.99,
      page: 29.99,
      sale: sales.running,
      onSalePage: 29.99,
    });
    expect(await storedPrice(lamp.id)).toEqual({ flash_price: 2999, effective_price: 2999 });
    const cheap = await get(t, `/api/products?shop_id=${MINE}&min_price=29&max_price=30&per_page=100`);
    expect(cheap.json().data.products.map((p: { id: number }) => p.id)).toContain(lamp.id);

    const read = await get(t, `/api/seller/flash-sales/${sales.running}?per_page=100`, token);
    expect(read.json().data.entries).toContainEqual({
      product: expect.objectContaining({ id: lamp.id, price: 45, stock: 30, is_active: true }),
      price: 29.99,
      quantity: 10,
      sold: 0,
      revenue: 0,
    });
  });
});

describe('a product in a coming sale', () => {
  it('is listed on the sale’s page but keeps its price until the sale starts', async () => {
    const product = await preparedProduct(t, { price: 4000, quantity: 12 }, MINE);
    expect((await add(sales.upcoming, [{ product_id: product.id, price: 30, quantity: 4 }])).statusCode).toBe(200);
    const view = await shopperView(product, sales.upcoming);
    expect(view).toEqual({ listed: 40, page: 40, sale: null, onSalePage: 40 });
    expect(await storedPrice(product.id)).toEqual({ flash_price: null, effective_price: 4000 });
  });
});

describe('changing an entry', () => {
  it('sets the flash price and quantity, and shoppers see the new price at once', async () => {
    const product = await preparedProduct(t, { price: 6000, quantity: 40 }, MINE);
    await add(sales.running, [{ product_id: product.id, price: 50, quantity: 10 }]);
    expect((await shopperView(product, sales.running)).listed).toBe(50);

    const res = await put(entryUrl(sales.running, product.id), { price: '42.50', quantity: 25 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.entry).toMatchObject({ product: { id: product.id, price: 60 }, price: 42.5, quantity: 25 });
    expect(await shopperView(product, sales.running)).toEqual({
      listed: 42.5,
      page: 42.5,
      sale: sales.running,
      onSalePage: 42.5,
    });
    expect(await entryRow(sales.running, product.id)).toEqual({ price: 4250, quantity: 25, sold: 0 });
  });
});

describe('taking a product out of a sale', () => {
  it('ends its flash price for shoppers at once', async () => {
    const product = await preparedProduct(t, { price: 7000, quantity: 10 }, MINE);
    await add(sales.running, [{ product_id: product.id, price: 55, quantity: 5 }]);
    expect((await shopperView(product, sales.running)).page).toBe(55);

    const res = await del(entryUrl(sales.running, product.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(await entryRow(sales.running, product.id)).toBeUndefined();
    expect(await shopperView(product, sales.running)).toEqual({ listed: 70, page: 70, sale: null, onSalePage: null });
    expect((await del(entryUrl(sales.running, product.id))).statusCode).toBe(404);
  });
});
