import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../helpers/accounts.ts';
import { preparedProduct, sellerToken } from '../helpers/commerce.ts';
import { seededSales } from '../helpers/seller-flash-sales.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

// A price cut and a flash entry above the new price, sent at once for the same product. Each
// is allowed alone; together the product would sell at or under its flash price. On
// PostgreSQL each runs on a connection of its own: both take the product's row before they
// check, so one waits for the other and sees its price.
const SHOP = 11;
let t: TestContext;
let token: string;
let saleId: number;

beforeAll(async () => {
  t = await createTestApp();
  token = await sellerToken(t, SHOP);
  saleId = (await seededSales(t)).running;
});
afterAll(() => t.close());

/** Open flash entries priced at or over what their product sells at. */
const underFlash = (ids: number[]) =>
  t.db
    .selectFrom('products as p')
    .innerJoin('flash_sale_products as fsp', 'fsp.product_id', 'p.id')
    .select(['p.id', 'p.price', 'fsp.price as flash'])
    .where('p.id', 'in', ids)
    .whereRef('fsp.price', '>=', 'p.price')
    .execute();

describe('a price cut and a flash entry over it, at once', () => {
  it('never leave a product selling at or under its flash price; one of the two is refused (10 rounds)', async () => {
    const ids: number[] = [];
    for (let round = 0; round < 10; round += 1) {
      const product = await preparedProduct(t, { price: 3000, quantity: 20 }, SHOP);
      ids.push(product.id);
      const [cut, entry] = await Promise.all([
        post(t, '/api/seller/products/bulk', { ids: [product.id], price: 22 }, { token }),
        post(
          t,
          `/api/seller/flash-sales/${saleId}/entries`,
          { products: [{ product_id: product.id, price: 25, quantity: 5 }] },
          { token },
        ),
      ]);
      const statuses = [cut.statusCode, entry.statusCode].sort();
      expect(statuses, `${cut.body} ${entry.body}`).toEqual([200, 422]);
    }
    expect(await underFlash(ids)).toEqual([]);
  });
});
