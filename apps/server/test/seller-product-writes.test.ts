import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, post } from './helpers/accounts.ts';
import { CATALOGUE_CACHES, createdProduct, ownerApp } from './helpers/seller.ts';
import { productForm, type ProductRefs, productRefs, storedProduct } from './helpers/seller-products.ts';
import type { TestContext } from './helpers/test-app.ts';

// Saving, copying and bulk-editing the owner's products, and what the storefront shows after,
// with the catalogue's caches on (CATALOGUE_CACHES). What the server refuses is in
// seller-product-refusals.test.ts.
let t: TestContext;
const MINE = 3;
const THEIRS = 4;
let token: string;
let refs: ProductRefs;

beforeAll(async () => {
  ({ t, token } = await ownerApp(MINE, { env: CATALOGUE_CACHES }));
  refs = await productRefs(t);
});
afterAll(() => t.close());

const productBody = (overrides: Record<string, unknown> = {}) => productForm(refs, overrides);
const create = (overrides: Record<string, unknown> = {}) => createdProduct(t, token, productBody(overrides));
const storedRow = (id: number) => storedProduct(t, id);
const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, payload, headers: bearer(token) });

/** Colour translations whose colour is gone. */
const orphanColorNames = async () =>
  (
    await t.db
      .selectFrom('translations')
      .select('id')
      .where('entity', '=', 'product_color')
      .where('entity_id', 'not in', t.db.selectFrom('product_colors').select('id'))
      .execute()
  ).length;

describe('a product created and saved by its owner', () => {
  it('is read back as saved, in the owner’s shop, with a thumbnail that exists and the price buyers pay', async () => {
    const body = productBody();
    const res = await post(t, '/api/seller/products', body, { token });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data.product;
    const read = await get(t, `/api/seller/products/${saved.id}`, token);
    expect(read.json().data.product).toEqual(saved);
    const { sizes, colors, ...fields } = body;
    expect(saved).toMatchObject({ ...fields, total_sold: 0 });
    expect(saved.sizes.map(({ name, price }: { name: string; price: number }) => ({ name, price }))).toEqual(sizes);
    expect(saved.colors.map(({ id: _, ...color }: { id: number }) => color)).toEqual(colors);
    const row = await storedRow(saved.id);
    expect(row).toMatchObject({ shop_id: MINE, price: 4999, discount_price: 3950, effective_price: 3950 });
    expect(row.slug).toBe(`${body.name.toLowerCase().replaceAll(' ', '-')}-${saved.id}`);
    expect(existsSync(path.join(t.dataDir, row.thumbnail))).toBe(true);
  });

  it('replaces its sizes and colours by those sent, keeping the rows that stay and no orphan translations', async () => {
    const product = await create();
    const [red, blue] = product.colors;
    await t.db
      .insertInto('translations')
      .values([
        { entity: 'product_color', entity_id: red.id, locale: 'ar', field: 'name', value: 'أحمر', search_text: null },
        { entity: 'product_color', entity_id: blue.id, locale: 'ar', field: 'name', value: 'أزرق', search_text: null },
      ])
      .execute();
    const large = product.sizes[1];
    const body = productBody({
      code: product.code,
      name: 'Harbour Lantern Deluxe',
      price: 55,
      discount_price: 0,
      sizes: [
        { name: 'Large', price: 3 },
        { name: 'Huge', price: 6 },
      ],
      colors: [{ name: 'Blue', color_code: '#0000bb', price: 0 }],
    });
    const res = await put(`/api/seller/products/${product.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    const saved = (await get(t, `/api/seller/products/${product.id}`, token)).json().data.product;
    expect(saved).toMatchObject({ name: 'Harbour Lantern Deluxe', price: 55, discount_price: 0 });
    expect(saved.sizes).toEqual([
      { id: large.id, name: 'Large', price: 3 },
      { id: expect.any(Number), name: 'Huge', price: 6 },
    ]);
    expect(saved.colors).toEqual([{ id: blue.id, name: 'Blue', color_code: '#0000bb', price: 0 }]);
    const names = await t.db
      .selectFrom('translations')
      .select('entity_id')
      .where('entity', '=', 'product_color')
      .where('entity_id', 'in', [red.id, blue.id])
      .execute();
    expect(names).toEqual([{ entity_id: blue.id }]);
    expect(await orphanColorNames()).toBe(0);
    expect(await storedRow(product.id)).toMatchObject({ price: 5500, discount_price: 0, effective_price: 5500 });
  });

  it('keeps the description’s formatting and drops scripts and event handlers', async () => {
    const product = await create({
      description:
        '<p><strong>Sturdy</strong> brass.</p><script>alert(1)</script><img src="x" onerror="alert(2)"><p onclick="alert(3)">Lit</p>',
    });
    expect(product.description).toBe('<p><strong>Sturdy</strong> brass.</p><p>Lit</p>');
    const onlyScript = await create({ description: '<script>alert(1)</script>' });
    expect(onlyScript.description).toBeNull();
  });
});

describe('a product copied', () => {
  it('twice: two inactive copies with codes of their own, the stock and options, no sales of their own', async () => {
    const source = await create({ quantity: 7 });
    await t.db
      .updateTable('products')
      .set({ total_sold: 9, views: 40, rating: 4.5 })
      .where('id', '=', source.id)
      .execute();
    await t.db
      .insertInto('translations')
      .values({ entity: 'product_color', entity_id: source.colors[0].id, locale: 'fr', field: 'name', value: 'Rouge' })
      .execute();
    const copies = [];
    for (let i = 0; i < 2; i++) {
      const res = await post(t, `/api/seller/products/${source.id}/duplicate`, {}, { token });
      expect(res.statusCode, res.body).toBe(200);
      copies.push(res.json().data.product);
    }
    expect(copies.map((copy) => copy.code)).toEqual([`${source.code}-copy`, `${source.code}-copy-2`]);
    for (const copy of copies) {
      expect(copy).toMatchObject({ name: `${source.name} (copy)`, is_active: false, quantity: 7, total_sold: 0 });
      expect(copy.price).toBe(source.price);
      expect(copy.sizes.map(({ name, price }: { name: string; price: number }) => ({ name, price }))).toEqual(
        source.sizes.map(({ name, price }: { name: string; price: number }) => ({ name, price })),
      );
      expect(copy.colors).toHaveLength(source.colors.length);
      const row = await t.db
        .selectFrom('products')
        .select(['views', 'rating', 'review_count', 'shop_id'])
        .where('id', '=', copy.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ views: 0, rating: 0, review_count: 0, shop_id: MINE });
      const french = await t.db
        .selectFrom('translations')
        .select('value')
        .where('entity', '=', 'product_color')
        .where('entity_id', '=', copy.colors[0].id)
        .execute();
      expect(french).toEqual([{ value: 'Rouge' }]);
    }
  });
});

describe('a bulk edit', () => {
  const bulk = (body: object, as = token) => post(t, '/api/seller/products/bulk', body, { token: as });

  it('sets price and stock on the listed products, clearing discounts no longer below the price', async () => {
    const [a, b, c] = [await create(), await create(), await create()];
    const discounts = { [a.id]: 500, [b.id]: 4000, [c.id]: 4500 };
    for (const [id, discount] of Object.entries(discounts)) {
      await t.db.updateTable('products').set({ discount_price: discount }).where('id', '=', Number(id)).execute();
    }
    const res = await bulk({ ids: [a.id, b.id, c.id, a.id], price: 40, quantity: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ updated: 3 });
    expect(await storedRow(a.id)).toMatchObject({
      price: 4000,
      discount_price: 500,
      effective_price: 500,
      quantity: 3,
    });
    expect(await storedRow(b.id)).toMatchObject({ price: 4000, discount_price: 0, effective_price: 4000, quantity: 3 });
    expect(await storedRow(c.id)).toMatchObject({ price: 4000, discount_price: 0, effective_price: 4000 });

    expect((await bulk({ ids: [a.id], quantity: 0 })).json().data).toEqual({ updated: 1 });
    expect(await storedRow(a.id)).toMatchObject({ price: 4000, discount_price: 500, quantity: 0 });
  });

  it('refuses a selection holding another shop’s product whole, changing none', async () => {
    const mine = await create({ quantity: 5 });
    const theirs = await t.db
      .selectFrom('products')
      .select(['id', 'quantity'])
      .where('shop_id', '=', THEIRS)
      .executeTakeFirstOrThrow();
    const res = await bulk({ ids: [mine.id, theirs.id], quantity: 99 });
    expect(res.statusCode).toBe(404);
    expect((await storedRow(mine.id)).quantity).toBe(5);
    expect((await storedRow(theirs.id)).quantity).toBe(theirs.quantity);
    expect((await bulk({ ids: [mine.id] })).statusCode).toBe(422);
  });
});

describe('the storefront after the owner’s writes', () => {
  const storefrontSearch = async (words: string) => {
    const res = await get(t, `/api/products?search=${encodeURIComponent(words)}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.products as { id: number }[]).map((p) => p.id);
  };
  const details = async (id: number) => {
    const res = await get(t, `/api/product-details?product_id=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.product as { price: number; discount_price: number };
  };

  it('finds a new product by its name at once, and shows a saved or bulk-set price', async () => {
    const name = `Quokka Zephyr Lamp ${process.pid}`;
    expect(await storefrontSearch(name)).toEqual([]);
    const product = await create({ name, discount_price: 0 });
    expect(await storefrontSearch(name)).toEqual([product.id]);

    expect(await details(product.id)).toMatchObject({ price: 49.99 });
    const saved = await put(
      `/api/seller/products/${product.id}`,
      productBody({ name, code: product.code, price: 61, discount_price: 0 }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await details(product.id)).toMatchObject({ price: 61 });

    expect((await post(t, '/api/seller/products/bulk', { ids: [product.id], price: 72.5 }, { token })).statusCode).toBe(
      200,
    );
    expect(await details(product.id)).toMatchObject({ price: 72.5 });
  });
});
