import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, post } from './helpers/accounts.ts';
import { CATALOGUE_CACHES, createdProduct, ownersApp } from './helpers/seller.ts';
import { productForm, type ProductRefs, productRefs, storedProduct } from './helpers/seller-products.ts';
import type { TestContext } from './helpers/test-app.ts';

// What the server refuses of the owner's product writes: each wrong value under its field, a
// code another product has, another shop's product; a refused write changes nothing.
let t: TestContext;
const MINE = 3;
const THEIRS = 4;
let token: string;
let theirToken: string;
let refs: ProductRefs;

beforeAll(async () => {
  ({ t, token, theirToken } = await ownersApp(MINE, THEIRS, { env: CATALOGUE_CACHES }));
  refs = await productRefs(t);
});
afterAll(() => t.close());

const productBody = (overrides: Record<string, unknown> = {}) => productForm(refs, overrides);
const put = (url: string, payload: object, as = token) =>
  t.app.inject({ method: 'PUT', url, payload, headers: bearer(as) });

const productCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a product the server refuses', () => {
  const refused = async (overrides: Record<string, unknown>, field: string, message?: string) => {
    const before = await productCount();
    const res = await post(t, '/api/seller/products', productBody(overrides), { token });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
    if (message) expect(res.json().errors[field]).toEqual([message]);
    expect(await productCount()).toBe(before);
  };

  it('names the field of each wrong value', async () => {
    await refused(
      { price: 10, discount_price: 10 },
      'discount_price',
      'The discount price must be less than the price.',
    );
    await refused({ sub_category_id: refs.otherSub }, 'sub_category_id', 'The selected sub category is invalid.');
    await refused({ category_id: refs.sub, sub_category_id: null }, 'category_id', 'The selected category is invalid.');
    await refused({ brand_id: 999_999 }, 'brand_id', 'The selected brand is invalid.');
    await refused({ unit_id: 999_999 }, 'unit_id', 'The selected unit is invalid.');
    await refused({ colors: [{ name: 'Red', color_code: 'red', price: 0 }] }, 'colors.0.color_code');
    // More than the database's integer columns hold: refused on both databases alike.
    await refused({ price: 99_999_999 }, 'price', 'The price may not be greater than 10,000,000.');
    await refused({ sizes: [{ name: 'Vast', price: 20_000_000 }] }, 'sizes.0.price');
  });

  it('refuses a code another product has, in any shop, on create and on save', async () => {
    const theirs = await t.db
      .selectFrom('products')
      .select('code')
      .where('shop_id', '=', THEIRS)
      .executeTakeFirstOrThrow();
    await refused({ code: theirs.code }, 'code', 'The code has already been taken.');
    const product = await createdProduct(t, token, productBody());
    const res = await put(`/api/seller/products/${product.id}`, productBody({ code: theirs.code }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The code has already been taken.',
      errors: { code: ['The code has already been taken.'] },
    });
    expect((await get(t, `/api/seller/products/${product.id}`, token)).json().data.product.code).toBe(product.code);
  });

  it('answers another shop’s product 404 on read, save and copy, and leaves it alone', async () => {
    const theirs = await createdProduct(t, token, productBody());
    const before = await storedProduct(t, theirs.id);
    expect((await get(t, `/api/seller/products/${theirs.id}`, theirToken)).statusCode).toBe(404);
    expect((await put(`/api/seller/products/${theirs.id}`, productBody(), theirToken)).statusCode).toBe(404);
    expect((await post(t, `/api/seller/products/${theirs.id}/duplicate`, {}, { token: theirToken })).statusCode).toBe(
      404,
    );
    expect(await storedProduct(t, theirs.id)).toEqual(before);
  });
});
