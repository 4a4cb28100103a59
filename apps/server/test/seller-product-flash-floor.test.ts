import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, post } from './helpers/accounts.ts';
import { preparedProduct } from './helpers/commerce.ts';
import { csvOf, csvRefs, productRow, sendImport } from './helpers/seller-csv.ts';
import { ownerApp } from './helpers/seller.ts';
import { joinSale, seededSales } from './helpers/seller-flash-sales.ts';
import type { TestContext } from './helpers/test-app.ts';

// A product in a running or coming flash sale sells at its flash price while the sale runs, so
// its own price may not fall to or under that: shoppers would pay more in the sale than out of it.
const MINE = 10;
let t: TestContext;
let token: string;
let sales: { running: number; upcoming: number };

beforeAll(async () => {
  ({ t, token } = await ownerApp(MINE));
  sales = await seededSales(t);
});
afterAll(() => t.close());

const priceOf = async (id: number) =>
  await t.db.selectFrom('products').select(['price', 'discount_price']).where('id', '=', id).executeTakeFirstOrThrow();

/** A product of the shop at $30 with an entry at a $20 flash price in `saleId`. */
async function inSale(saleId: number) {
  const product = await preparedProduct(t, { price: 3000, quantity: 20 }, MINE);
  const joined = await joinSale(t, token, saleId, [{ product_id: product.id, price: 20, quantity: 5 }]);
  expect(joined.statusCode, joined.body).toBe(200);
  return product;
}

/** The owner's form of the product with `price` and `discount_price` changed. */
async function formWith(id: number, prices: { price: number; discount_price: number }) {
  const res = await get(t, `/api/seller/products/${id}`, token);
  expect(res.statusCode, res.body).toBe(200);
  const { product } = res.json().data;
  return {
    ...product,
    ...prices,
    category_id: product.category_id,
    sizes: product.sizes ?? [],
    colors: product.colors ?? [],
    translations: {},
  };
}

const save = (id: number, body: object) =>
  t.app.inject({ method: 'PUT', url: `/api/seller/products/${id}`, payload: body, headers: bearer(token) });
const bulk = (ids: number[], price: number) => post(t, '/api/seller/products/bulk', { ids, price }, { token });

describe('a price under a flash price', () => {
  it('is refused in a bulk edit, naming the product, and nothing of the edit is kept', async () => {
    const held = await inSale(sales.running);
    const free = await preparedProduct(t, { price: 3000, quantity: 20 }, MINE);
    for (const price of [20, 19.99]) {
      const res = await bulk([free.id, held.id], price);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.price[0]).toContain(held.name);
    }
    expect(await priceOf(held.id)).toMatchObject({ price: 3000 });
    expect(await priceOf(free.id)).toMatchObject({ price: 3000 });
    expect((await bulk([free.id, held.id], 20.01)).statusCode).toBe(200);
    expect(await priceOf(held.id)).toMatchObject({ price: 2001 });
  });

  it('is refused in the form, as the price or as the discount price the product sells at', async () => {
    const held = await inSale(sales.upcoming);
    for (const prices of [
      { price: 20, discount_price: 0 },
      { price: 40, discount_price: 18 },
    ]) {
      const res = await save(held.id, await formWith(held.id, prices));
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['price']);
    }
    expect(await priceOf(held.id)).toEqual({ price: 3000, discount_price: 0 });
    const kept = await save(held.id, await formWith(held.id, { price: 40, discount_price: 25 }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await priceOf(held.id)).toEqual({ price: 4000, discount_price: 2500 });
  });

  it('is refused on its row in a CSV import, which then writes none of its rows', async () => {
    const held = await inSale(sales.running);
    const { code } = await t.db
      .selectFrom('products')
      .select('code')
      .where('id', '=', held.id)
      .executeTakeFirstOrThrow();
    const refs = await csvRefs(t);
    const added = productRow(refs);
    const file = csvOf([productRow(refs, { code, price: '19', discount_price: '0' }), added]);
    const res = await sendImport(t, token, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ imported: false, refused: 1 });
    expect(res.json().data.errors).toMatchObject([{ line: 2, column: 'price' }]);
    expect(res.json().data.errors[0].message).toContain('flash price');
    expect(await priceOf(held.id)).toEqual({ price: 3000, discount_price: 0 });
    expect(await t.db.selectFrom('products').select('id').where('code', '=', added.code!).execute()).toEqual([]);
  });

  it('is the owner’s to set once the sale is over', async () => {
    const held = await inSale(sales.running);
    const ended = await t.db
      .insertInto('flash_sales')
      .values({
        name: 'Last year',
        thumbnail: '',
        start_date: '2025-01-01T00:00:00.000Z',
        end_date: '2025-01-02T00:00:00.000Z',
        is_active: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('flash_sale_products')
      .set({ flash_sale_id: ended.id })
      .where('product_id', '=', held.id)
      .execute();
    expect((await bulk([held.id], 15)).statusCode).toBe(200);
    expect(await priceOf(held.id)).toMatchObject({ price: 1500 });
  });
});
