import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post } from '../helpers/accounts.ts';
import { addToCart, placeOrder, preparedProduct, quickShoppers, sellerToken } from '../helpers/commerce.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

// A shop's flash-sale entries under requests released together. On PostgreSQL each request runs
// on a connection of its own: checks and writes interleave unless the writes are conditional
// and take the product's row in the same order as the orders do.
let t: TestContext;
const SHOP = 10;
let token: string;
let saleId: number;

beforeAll(async () => {
  t = await createTestApp();
  token = await sellerToken(t, SHOP);
  const now = new Date().toISOString();
  const running = await t.db
    .selectFrom('flash_sales')
    .select('id')
    .where('start_date', '<=', now)
    .where('end_date', '>', now)
    .executeTakeFirstOrThrow();
  saleId = running.id;
});
afterAll(() => t.close());

const addOne = (productId: number, quantity: number) =>
  post(
    t,
    `/api/seller/flash-sales/${saleId}/entries`,
    { products: [{ product_id: productId, price: 10, quantity }] },
    { token },
  );

const entryOf = (productId: number) =>
  t.db
    .selectFrom('flash_sale_products')
    .select(['id', 'quantity', 'sold'])
    .where('flash_sale_id', '=', saleId)
    .where('product_id', '=', productId)
    .execute();

/** Flash units of the entry in orders not cancelled. */
async function unitsOrderedFrom(entryId: number): Promise<number> {
  const rows = await t.db
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .select('oi.quantity')
    .where('oi.flash_sale_product_id', '=', entryId)
    .where('o.order_status', '!=', 'Cancelled')
    .execute();
  return rows.reduce((sum, row) => sum + row.quantity, 0);
}

describe('one product added to one sale by several requests at once', () => {
  it('is in the sale once; the others are told it is already in (4 rounds of 12)', async () => {
    for (let round = 0; round < 4; round += 1) {
      const product = await preparedProduct(t, { price: 3000, quantity: 40 }, SHOP);
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => addOne(product.id, i + 1)));
      expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
      for (const refused of answers.filter((res) => res.statusCode !== 200)) {
        expect(refused.statusCode, refused.body).toBe(422);
        expect(refused.json().errors).toEqual({
          'products.0.product_id': ['The product is already in this flash sale.'],
        });
      }
      expect(await entryOf(product.id)).toHaveLength(1);
    }
  });
});

describe('shoppers buying the last flash units while the owner lowers the quantity', () => {
  it('never sells more flash units than the quantity, and sold is what the orders took (8 rounds)', async () => {
    for (let round = 0; round < 8; round += 1) {
      const product = await preparedProduct(t, { price: 3000, quantity: 100 }, SHOP);
      expect((await addOne(product.id, 5)).statusCode).toBe(200);
      const [entry] = await entryOf(product.id);
      const buyers = await quickShoppers(t, 5, `flash-lower-${round}`);
      for (const buyer of buyers)
        expect((await addToCart(t, buyer.token, { product_id: product.id })).statusCode).toBe(200);

      const lowered = 1 + (round % 3);
      // The owner's change lands at another point of the orders' work each round.
      const ownerChange = async () => {
        await new Promise((resolve) => setTimeout(resolve, round * 10));
        return t.app.inject({
          method: 'PUT',
          url: `/api/seller/flash-sales/${saleId}/entries/${product.id}`,
          payload: { price: 10, quantity: lowered },
          headers: bearer(token),
        });
      };
      const [owner, ...orders] = await Promise.all([
        ownerChange(),
        ...buyers.map((buyer) => placeOrder(t, buyer.token, { shop_ids: [SHOP], address_id: buyer.addressId })),
      ]);
      for (const res of [owner!, ...orders]) expect([200, 422], res.body).toContain(res.statusCode);

      const [after] = await entryOf(product.id);
      expect(after!.sold).toBeLessThanOrEqual(after!.quantity);
      expect(after!.sold).toBe(await unitsOrderedFrom(entry!.id));
      // The owner's change either held (sold no more than it) or was refused for what had sold.
      expect(after!.quantity).toBe(owner!.statusCode === 200 ? lowered : 5);
      if (owner!.statusCode !== 200) expect(after!.sold).toBeGreaterThan(lowered);
    }
  });
});
