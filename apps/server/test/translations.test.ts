import type { Category, HomeResponse, ProductCard } from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import categoryNames from '../src/seed/lang/catalog/categories.json' with { type: 'json' };
import { createTestApp, type TestContext } from './helpers/test-app.ts';

type Names = Record<string, { ar: string; fr: string }>;

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: { RESPONSE_CACHE_SECONDS: '60' } });
});
afterAll(() => t.close());

async function home(language: string): Promise<HomeResponse> {
  const res = await t.app.inject({ url: '/api/home', headers: { 'accept-language': language } });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const homeProducts = (data: HomeResponse): ProductCard[] => [
  ...data.popular_products,
  ...data.just_for_you.products,
  ...(data.running_flash_sale?.products ?? []),
];

const englishOf = (names: Names, translated: string, locale: 'ar' | 'fr') =>
  Object.keys(names).find((english) => names[english]?.[locale] === translated);

/** Product `id`'s seeded name in `locale`. */
async function seededName(id: number | undefined, locale: 'ar' | 'fr'): Promise<string | undefined> {
  const row = await t.db
    .selectFrom('translations')
    .select('value')
    .where('entity', '=', 'product')
    .where('entity_id', '=', id ?? 0)
    .where('locale', '=', locale)
    .where('field', '=', 'name')
    .executeTakeFirst();
  return row?.value;
}

describe('catalogue names in the shopper’s language', () => {
  it('translates every product and category of the home page into Arabic and French', async () => {
    const english = await home('en');
    for (const locale of ['ar', 'fr'] as const) {
      const translated = await home(locale);
      const before = homeProducts(english);
      const after = homeProducts(translated);
      expect(after.map((p) => p.id)).toEqual(before.map((p) => p.id));
      for (const [i, product] of after.entries()) {
        expect(product.name).not.toBe(before[i]?.name);
        expect(product.name).toBe(await seededName(product.id, locale));
      }
      translated.categories.forEach((category, i) => {
        expect(category.name).toBe((categoryNames as Names)[english.categories[i]?.name ?? '']?.[locale]);
      });
    }
  });

  it('translates the category tree, sub-categories included', async () => {
    const res = await t.app.inject({ url: '/api/categories', headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    const categories: Category[] = res.json().data.categories;
    const fashion = categories.find((c) => c.slug === 'fashion');
    expect(fashion?.name).toBe('Mode');
    expect(fashion?.sub_categories.map((s) => englishOf(categoryNames, s.name, 'fr'))).not.toContain(undefined);
  });

  it('translates a product’s page: name, descriptions and its categories', async () => {
    const product = (await home('en')).popular_products[0];
    const res = await t.app.inject({
      url: `/api/product-details?product_id=${product?.id}`,
      headers: { 'accept-language': 'ar' },
    });
    const details = res.json().data.product;
    expect(details.name).toBe(await seededName(product?.id, 'ar'));
    expect(details.short_description).toContain(details.name);
    expect(details.description).toContain(details.name);
    expect(englishOf(categoryNames, details.category.name, 'ar')).toBeDefined();
  });

  it('falls back to the original text where there is no translation or the language is unknown', async () => {
    // Every demo product has its translations: this one loses its Arabic name.
    const [row] = await t.db
      .selectFrom('products')
      .select(['id', 'name'])
      .where('is_active', '=', 1)
      .orderBy('views')
      .orderBy('id')
      .limit(1)
      .execute();
    await t.db
      .deleteFrom('translations')
      .where('entity', '=', 'product')
      .where('entity_id', '=', row?.id ?? 0)
      .where('locale', '=', 'ar')
      .where('field', '=', 'name')
      .execute();
    const res = await t.app.inject({
      url: `/api/product-details?product_id=${row?.id}`,
      headers: { 'accept-language': 'ar' },
    });
    expect(res.json().data.product.name).toBe(row?.name);
    const german = await home('de');
    expect(german.categories.map((c) => c.name)).toEqual((await home('en')).categories.map((c) => c.name));
  });

  it('keeps the cache apart per language and marks answers as varying by it', async () => {
    const first = await t.app.inject({ url: '/api/categories', headers: { 'accept-language': 'ar' } });
    const again = await t.app.inject({ url: '/api/categories', headers: { 'accept-language': 'ar-SA' } });
    const english = await t.app.inject({ url: '/api/categories', headers: { 'accept-language': 'en-GB' } });
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(english.headers.etag).not.toBe(first.headers.etag);
    expect(String(first.headers.vary)).toMatch(/accept-language/i);
  });

  it('finds products by their translated name in the shopper’s language', async () => {
    const res = await t.app.inject({
      url: '/api/products?search=raquette&per_page=100',
      headers: { 'accept-language': 'fr' },
    });
    const data = res.json().data;
    expect(data.total).toBe(data.products.length);
    expect(data.products.length).toBeGreaterThan(0);
    for (const product of data.products as ProductCard[]) expect(product.name.toLowerCase()).toContain('raquette');
    const english = await t.app.inject('/api/products?search=raquette');
    expect(english.json().data.total).toBe(0);
  });

  it('still finds products by their English words in search', async () => {
    const res = await t.app.inject({
      url: '/api/products?search=tennis%20racket',
      headers: { 'accept-language': 'fr' },
    });
    const products: ProductCard[] = res.json().data.products;
    expect(products.length).toBeGreaterThan(0);
    expect(products.some((p) => p.name.startsWith('Raquette de tennis'))).toBe(true);
  });
});
