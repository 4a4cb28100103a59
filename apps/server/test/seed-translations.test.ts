import type { ProductCard, ProductFilters } from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLOR_SETS, type Modifier, type Noun } from '../src/seed/catalog-spec.ts';
import { CATEGORIES, SUB_CATEGORIES } from '../src/seed/categories.ts';
import { SHOPS } from '../src/seed/shop-specs.ts';
import { databaseTargets } from './helpers/fresh-database.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

const LOCALES = ['ar', 'fr'] as const;
const FIELDS = ['name', 'short_description', 'description'] as const;

/** Each demo product name's noun and qualifier, by the English name the generator gives them. */
const WORDS = new Map<string, { noun: Noun; qualifier: Modifier }>(
  SUB_CATEGORIES.flatMap(({ sub }) =>
    Object.entries(sub.nouns).flatMap(([english, noun]) =>
      sub.qualifiers.map((qualifier) => [
        (sub.pattern ?? '{q} {n}').replace('{q}', qualifier.en).replace('{n}', english),
        { noun, qualifier },
      ]),
    ),
  ),
);

/** English colour names and their translations. */
const COLOR_NAMES = new Map(Object.values(COLOR_SETS).flatMap((set) => set.map((color) => [color.name, color])));

describe.each(databaseTargets)('the demo catalogue in Arabic and French on $name', ({ url }) => {
  let t: TestContext;
  beforeAll(async () => {
    // createTestApp seeds on TEST_DATABASE_URL's PostgreSQL unless pinned to SQLite.
    t = await createTestApp({ sqlite: url === undefined });
  });
  afterAll(() => t?.close());

  const get = async <T>(path: string, language: string): Promise<T> => {
    const res = await t.app.inject({ url: path, headers: { 'accept-language': language } });
    expect(res.statusCode).toBe(200);
    return res.json().data as T;
  };

  /** Every product's translated `field` in `locale`, by product id. */
  async function texts(locale: string, field: string): Promise<Map<number, string>> {
    const rows = await t.db
      .selectFrom('translations')
      .select(['entity_id', 'value'])
      .where('entity', '=', 'product')
      .where('locale', '=', locale)
      .where('field', '=', field as 'name')
      .execute();
    return new Map(rows.map((row) => [row.entity_id, row.value]));
  }

  it('gives every product a name, short description and description in Arabic and French', async () => {
    const products = await t.db.selectFrom('products').select(['id', 'name', 'short_description']).execute();
    expect(products.length).toBeGreaterThan(600);
    for (const locale of LOCALES) {
      for (const field of FIELDS) {
        const translated = await texts(locale, field);
        const missing = products.filter((product) => !translated.get(product.id));
        expect(missing, `${locale} ${field}`).toEqual([]);
      }
      const names = await texts(locale, 'name');
      for (const product of products) expect(names.get(product.id)).not.toBe(product.name);
    }
  });

  it('makes Arabic adjectives agree with their noun in gender and definiteness', async () => {
    const [names, descriptions] = await Promise.all([texts('ar', 'name'), texts('ar', 'description')]);
    const products = await t.db.selectFrom('products').select(['id', 'name']).execute();
    let feminine = 0;
    for (const product of products) {
      const words = WORDS.get(product.name);
      const { qualifier, noun } = words ?? {};
      if (qualifier?.ar.kind !== 'adjective' || !noun || qualifier.ar.m === qualifier.ar.f) continue;
      const [agreeing, other] =
        noun.ar.gender === 'f' ? [qualifier.ar.f, qualifier.ar.m] : [qualifier.ar.m, qualifier.ar.f];
      const name = ` ${names.get(product.id)} `;
      expect(name, product.name).toContain(` ${agreeing} `);
      expect(name, product.name).not.toContain(` ${other} `);
      // The description names it with the article on the noun's adjectives too.
      expect(descriptions.get(product.id), product.name).toContain(`ال${agreeing}`);
      if (noun.ar.gender === 'f') feminine += 1;
    }
    expect(feminine).toBeGreaterThan(20);

    const arabic = async (english: string) => {
      const product = await t.db
        .selectFrom('products')
        .select('id')
        .where('name', '=', english)
        .executeTakeFirstOrThrow();
      return { name: names.get(product.id), description: descriptions.get(product.id) };
    };
    // حقيبة (bag) is feminine, جاكيت (jacket) masculine, سماعات (headphones) a plural of things.
    expect((await arabic('Waxed Cotton Crossbody Bag')).name).toBe('حقيبة كتف من القطن المشمّع');
    expect(await arabic('Quilted Bomber Jacket')).toMatchObject({ name: 'جاكيت بومبر مبطّن' });
    expect((await arabic('Quilted Bomber Jacket')).description).toContain('جاكيت البومبر المبطّن متوفر لدى');
    expect((await arabic('Portable Wireless Headphones')).description).toContain(
      'سماعات الرأس المحمولة اللاسلكية متوفرة لدى',
    );
    expect((await arabic('Professional Frying Pan')).name).toBe('مقلاة احترافية');
  });

  it('makes French adjectives agree in gender and number, before or after the noun', async () => {
    const names = await texts('fr', 'name');
    const french = async (english: string) => {
      const product = await t.db
        .selectFrom('products')
        .select('id')
        .where('name', '=', english)
        .executeTakeFirstOrThrow();
      return names.get(product.id);
    };
    expect(await french('Quilted Bomber Jacket')).toBe('Blouson aviateur matelassé');
    expect(await french('Compact Office Chair')).toBe('Chaise de bureau compacte');
    expect(await french('Local Hass Avocados')).toBe('Avocats Hass locaux');
    expect(await french('Mini Cuddly Elephant')).toBe('Petit doudou éléphant');
  });

  it('answers product names and colour names in the shopper’s language', async () => {
    const [product] = await t.db
      .selectFrom('products as p')
      .innerJoin('product_colors as c', 'c.product_id', 'p.id')
      .select(['p.id', 'p.category_id'])
      .orderBy('p.id')
      .limit(1)
      .execute();
    if (!product) throw new Error('no product with colours');
    for (const locale of LOCALES) {
      const names = await texts(locale, 'name');
      const details = await get<{ product: ProductCard & { short_description: string } }>(
        `/api/product-details?product_id=${product.id}`,
        locale,
      );
      expect(details.product.name).toBe(names.get(product.id));
      expect(details.product.short_description).toContain(details.product.name);
      const english = await get<{ product: ProductCard }>(`/api/product-details?product_id=${product.id}`, 'en');
      expect(details.product.colors.map((color) => color.name)).toEqual(
        english.product.colors.map((color) => COLOR_NAMES.get(color.name)?.[locale]),
      );

      const list = await get<{ products: ProductCard[]; filters: ProductFilters }>(
        `/api/products?category_id=${product.category_id}&per_page=20`,
        locale,
      );
      for (const card of list.products) expect(card.name).toBe(names.get(card.id));
      const translatedColors = new Set(Object.values(COLOR_SETS).flatMap((set) => set.map((color) => color[locale])));
      expect(list.filters.colors.length).toBeGreaterThan(0);
      for (const color of [...list.filters.colors, ...list.products.flatMap((card) => card.colors)]) {
        expect(translatedColors).toContain(color.name);
      }
    }
  });

  it('finds products by an Arabic or French word of their name', async () => {
    for (const [locale, word] of [
      ['ar', 'حذاء'],
      ['fr', 'chaussure'],
    ] as const) {
      const found = await get<{ total: number; products: ProductCard[] }>(
        `/api/products?search=${encodeURIComponent(word)}&per_page=50`,
        locale,
      );
      expect(found.total).toBeGreaterThan(10);
      for (const card of found.products) expect(card.name.toLowerCase()).toContain(word);
    }
  });

  it('has each specialist shop sell its own trade only, and the general stores sell in every category', async () => {
    const [shops, categories, sold] = await Promise.all([
      t.db.selectFrom('shops').select(['id', 'slug']).execute(),
      t.db.selectFrom('categories').select(['id', 'slug']).where('parent_id', 'is', null).execute(),
      t.db.selectFrom('products').select(['shop_id', 'category_id']).distinct().execute(),
    ]);
    const slugOf = new Map(categories.map((category) => [category.id, category.slug]));
    for (const spec of SHOPS) {
      const shop = shops.find((row) => row.slug === spec.slug);
      const trades = new Set(sold.filter((row) => row.shop_id === shop?.id).map((row) => slugOf.get(row.category_id)));
      const expected = spec.specialty === null ? CATEGORIES : [CATEGORIES[spec.specialty]];
      expect([...trades].sort(), spec.name).toEqual(expected.map((category) => category?.slug).sort());
    }
  });
});
