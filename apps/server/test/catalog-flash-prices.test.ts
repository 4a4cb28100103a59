import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoAt } from '../src/lib/clock.ts';
import { startFlashPriceJob } from '../src/modules/catalog/flash-price-job.ts';
import { refreshFlashPrices } from '../src/modules/catalog/flash-price-queries.ts';
import { addToCart, placeOrder, preparedProduct, shopper } from './helpers/commerce.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';
import { TestClock } from './helpers/test-clock.ts';

let t: TestContext;
const clock = new TestClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const stored = (id: number) =>
  t.db.selectFrom('products').select(['flash_price', 'effective_price']).where('id', '=', id).executeTakeFirstOrThrow();

/** The ids a price-filtered list of the product's shop shows, cheapest first. */
async function listedBetween(shopId: number, min: number, max: number): Promise<number[]> {
  const res = await t.app.inject(
    `/api/products?shop_id=${shopId}&min_price=${min}&max_price=${max}&sort_type=low_to_high&per_page=100`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.products.map((p: { id: number }) => p.id);
}

/** A flash sale of `product` at `price` (minor units) from `start` to `end` with `quantity` units. */
async function flashSale(product: { id: number }, price: number, start: Date, end: Date, quantity = 10) {
  const sale = await t.db
    .insertInto('flash_sales')
    .values({
      name: 'Probe sale',
      thumbnail: '/x.svg',
      start_date: start.toISOString(),
      end_date: end.toISOString(),
      is_active: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('flash_sale_products')
    .values({ flash_sale_id: sale.id, product_id: product.id, price, quantity, sold: 0 })
    .execute();
  return sale.id;
}

const silent = { warn: () => undefined } as never;
const at = (ms: number) => new Date(clock.now() + ms);
/** What a refresh the clock woke has written by now: the wait is for the database, not for time. */
const settled = (id: number) => expect.poll(() => stored(id), { timeout: 2_000, interval: 10 });

describe('stored flash prices', () => {
  it('lists sort and filter by the running flash price, and the last flash units sold end it until a cancellation', async () => {
    const product = await preparedProduct(t, { price: 5000, quantity: 20 });
    await flashSale(product, 1500, at(-60_000), at(3_600_000), 2);
    expect(await refreshFlashPrices(t.db, isoAt(clock))).toBe(1);
    expect(await stored(product.id)).toEqual({ flash_price: 1500, effective_price: 1500 });
    expect(await listedBetween(product.shopId, 14, 16)).toContain(product.id);
    expect(await listedBetween(product.shopId, 49, 51)).not.toContain(product.id);

    const who = await shopper(t);
    await addToCart(t, who.token, { product_id: product.id, quantity: 2 });
    const placed = await placeOrder(t, who.token, { shop_ids: [product.shopId], address_id: who.addressId });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await stored(product.id)).toEqual({ flash_price: null, effective_price: 5000 });
    expect(await listedBetween(product.shopId, 49, 51)).toContain(product.id);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cancel',
      payload: { order_id: placed.json().data.orders[0].id },
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stored(product.id)).toEqual({ flash_price: 1500, effective_price: 1500 });
  });

  it('takes a flash price on at the moment its sale starts and off when it ends, with no request', async () => {
    const product = await preparedProduct(t, { price: 4000, discount_price: 3000, quantity: 20 });
    await flashSale(product, 900, at(1_000), at(2_500));
    const stop = await startFlashPriceJob(t.db, silent, clock);
    try {
      expect(await stored(product.id)).toEqual({ flash_price: null, effective_price: 3000 });
      clock.advance(1.01);
      await settled(product.id).toEqual({ flash_price: 900, effective_price: 900 });
      clock.advance(1.5);
      await settled(product.id).toEqual({ flash_price: null, effective_price: 3000 });
    } finally {
      stop();
    }
  });

  it("shows a sale's price on the product's details and the sale's state by the server clock", async () => {
    const product = await preparedProduct(t, { price: 4000, quantity: 20 });
    const saleId = await flashSale(product, 1200, at(60_000), at(120_000));
    const details = async () => {
      const res = await t.app.inject(`/api/product-details?product_id=${product.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const { discount_price, flash_sale } = res.json().data.product;
      return { discount_price, sale: flash_sale?.id ?? null };
    };
    const state = async () => (await t.app.inject(`/api/flash-sale/${saleId}/details`)).json().data.flash_sale.status;

    expect(await details()).toEqual({ discount_price: 0, sale: null });
    expect(await state()).toBe('upcoming');
    clock.advance(60);
    expect(await details()).toEqual({ discount_price: 12, sale: saleId });
    expect(await state()).toBe('running');
    clock.advance(60);
    expect(await details()).toEqual({ discount_price: 0, sale: null });
    expect(await state()).toBe('ended');
  });

  it('refreshes only prices that moved, so every process may run it', async () => {
    const now = isoAt(clock);
    await refreshFlashPrices(t.db, now);
    expect(await refreshFlashPrices(t.db, now)).toBe(0);
  });
});
