import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, post } from './helpers/accounts.ts';
import { sellerToken } from './helpers/commerce.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

// A product's name and descriptions in the shop's other languages, saved with the product form,
// and what shoppers read and find in each language. The response cache and the lists' summaries
// are on, as in production, so a save that forgot to say the catalogue changed would show.
let t: TestContext;
const MINE = 3;
const THEIRS = 4;
let token: string;
let theirToken: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { RESPONSE_CACHE_SECONDS: '600', CATALOG_SUMMARY_SECONDS: '600' } });
  [token, theirToken] = await Promise.all([sellerToken(t, MINE), sellerToken(t, THEIRS)]);
  const category = await t.db
    .selectFrom('categories')
    .select('id')
    .where('parent_id', 'is', null)
    .where('is_active', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  categoryId = category.id;
});
afterAll(() => t.close());

const tag = process.pid.toString(36);
let serial = 0;
function productBody(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: `Zephyrine Teapot ${serial}`,
    code: `ZT-${tag}-${serial}`,
    short_description: 'A teapot for two.',
    description: '<p>Glazed by hand.</p>',
    category_id: categoryId,
    price: 18,
    quantity: 9,
    is_active: true,
    ...overrides,
  };
}

const put = (id: number, body: object, as = token) =>
  t.app.inject({ method: 'PUT', url: `/api/seller/products/${id}`, payload: body, headers: bearer(as) });

async function create(overrides: Record<string, unknown> = {}) {
  const res = await post(t, '/api/seller/products', productBody(overrides), { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.product;
}

/** A shopper's read of `url` in `language`. */
async function inLanguage(url: string, language: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const pageIn = async (id: number, language: string) => {
  const { product } = await inLanguage(`/api/product-details?product_id=${id}`, language);
  return { name: product.name, short_description: product.short_description, description: product.description };
};
const foundIn = async (search: string, language: string) =>
  (await inLanguage(`/api/products?search=${encodeURIComponent(search)}`, language)).products.map(
    (p: { id: number }) => p.id,
  );

const ARABIC = {
  name: 'إبريق زفيرين',
  short_description: 'إبريق لشخصين.',
  description: '<p>مزجج <strong>باليد</strong>.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
};

describe('a product’s texts in another language', () => {
  it('are saved with the form, sanitised, read back by the form and shown to shoppers in that language', async () => {
    const product = await create({ translations: { ar: ARABIC } });
    expect(product.translations).toEqual({
      ar: { ...ARABIC, description: '<p>مزجج <strong>باليد</strong>.</p>' },
      fr: { name: null, short_description: null, description: null },
    });
    expect((await get(t, `/api/seller/products/${product.id}`, token)).json().data.product.translations).toEqual(
      product.translations,
    );
    expect(await pageIn(product.id, 'ar')).toEqual({
      name: ARABIC.name,
      short_description: ARABIC.short_description,
      description: '<p>مزجج <strong>باليد</strong>.</p>',
    });
    // Without a text of its own, French reads the default language's.
    expect(await pageIn(product.id, 'fr')).toEqual({
      name: product.name,
      short_description: 'A teapot for two.',
      description: '<p>Glazed by hand.</p>',
    });
  });

  it('are found by product search in that language, at once after each save', async () => {
    const product = await create({ translations: { ar: { name: 'إبريق قرمزي' } } });
    expect(await foundIn('قرمزي', 'ar')).toEqual([product.id]);
    expect(await foundIn('قرمزي', 'en')).toEqual([]);

    const renamed = await put(product.id, {
      ...productBody(),
      code: product.code,
      translations: { ar: { name: 'إبريق الياقوت' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await foundIn('قرمزي', 'ar')).toEqual([]);
    // Found without its article too, as every Arabic name is.
    expect(await foundIn('ياقوت', 'ar')).toEqual([product.id]);
    expect((await pageIn(product.id, 'ar')).name).toBe('إبريق الياقوت');
  });

  it('replace the languages sent only; blank texts are removed, and shoppers read the default language’s', async () => {
    const product = await create({
      translations: { ar: ARABIC, fr: { name: 'Théière Zéphyrine', short_description: 'Pour deux.' } },
    });
    const body = { ...productBody(), name: product.name, code: product.code };
    const blank = await put(product.id, { ...body, translations: { fr: { name: '  ', short_description: null } } });
    expect(blank.statusCode, blank.body).toBe(200);
    expect(blank.json().data.product.translations.fr).toEqual({
      name: null,
      short_description: null,
      description: null,
    });
    expect(blank.json().data.product.translations.ar.name).toBe(ARABIC.name);
    expect((await pageIn(product.id, 'fr')).name).toBe(product.name);
    expect(await foundIn('zephyrine', 'fr')).toContain(product.id);
    // A save that sends no translations keeps them all.
    expect((await put(product.id, body)).statusCode).toBe(200);
    expect((await pageIn(product.id, 'ar')).name).toBe(ARABIC.name);
  });

  it('lets a language not offered through when its texts are blank, as a form loaded before it went off sends it', async () => {
    const product = await create();
    const blank = { name: null, short_description: null, description: null };
    const res = await put(product.id, {
      ...productBody(),
      code: product.code,
      translations: { de: blank, ar: { ...blank, name: ARABIC.name } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.db
      .selectFrom('translations')
      .select(['locale', 'field'])
      .where('entity', '=', 'product')
      .where('entity_id', '=', product.id)
      .execute();
    expect(rows).toEqual([{ locale: 'ar', field: 'name' }]);
  });

  it('refuses a language the shop does not offer, naming it, and writes nothing', async () => {
    const product = await create();
    const res = await put(product.id, {
      ...productBody(),
      code: product.code,
      translations: { de: { name: 'Teekanne' }, en: { name: 'Teapot' }, ar: { name: 'إبريق' } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'translations.de': ['The language is not one the shop offers.'],
      'translations.en': ['The language is not one the shop offers.'],
    });
    const longName = await put(product.id, { ...productBody(), translations: { ar: { name: 'ب'.repeat(256) } } });
    expect(longName.statusCode).toBe(422);
    expect(Object.keys(longName.json().errors)).toEqual(['translations.ar.name']);
    const rows = await t.db
      .selectFrom('translations')
      .select('id')
      .where('entity', '=', 'product')
      .where('entity_id', '=', product.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('of another shop’s product are not theirs to write (404)', async () => {
    const product = await create({ translations: { ar: { name: 'إبريق محمي' } } });
    const res = await put(product.id, { ...productBody(), translations: { ar: { name: 'إبريق مسروق' } } }, theirToken);
    expect(res.statusCode).toBe(404);
    expect((await pageIn(product.id, 'ar')).name).toBe('إبريق محمي');
  });

  it('go with a copy', async () => {
    const product = await create({ translations: { ar: ARABIC } });
    const res = await post(t, `/api/seller/products/${product.id}/duplicate`, {}, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.product.translations.ar.name).toBe(ARABIC.name);
  });
});

describe('the product form’s choices', () => {
  it('name the active languages and which is the default', async () => {
    const { languages } = (await get(t, '/api/seller/product-options', token)).json().data;
    expect(languages.map((l: { name: string; is_default: boolean }) => [l.name, l.is_default])).toEqual(
      expect.arrayContaining([
        ['en', true],
        ['ar', false],
        ['fr', false],
      ]),
    );
  });
});
