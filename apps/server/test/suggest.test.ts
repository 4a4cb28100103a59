import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldSearchText } from '../src/lib/search-text.ts';
import { writeSetting } from '../src/modules/settings/queries.ts';
import { suggestionsFor } from './helpers/suggestions.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const suggest = (q: string, language?: string) => suggestionsFor(t, q, language);

const words = (name: string) => foldSearchText(name).match(/[\p{L}\p{N}]+/gu) ?? [];
const names = (list: { name: string }[]) => list.map((item) => item.name);

/** A listed product's name with a word of at least `length` letters, and that word. */
async function productWord(length: number) {
  const rows = await t.db
    .selectFrom('products as p')
    .innerJoin('shops as s', 's.id', 'p.shop_id')
    .select(['p.id', 'p.name'])
    .where('p.is_active', '=', 1)
    .where('s.is_active', '=', 1)
    .orderBy('p.id')
    .execute();
  for (const row of rows) {
    const word = words(row.name).find((w) => /^\p{L}+$/u.test(w) && w.length >= length);
    if (word) return { ...row, word };
  }
  throw new Error(`no product name has a word of ${length} letters`);
}

describe('GET /api/search/suggestions', () => {
  it('suggests products whose name has a word beginning with what was typed', async () => {
    const { word } = await productWord(6);
    const prefix = word.slice(0, 3);
    const { products } = await suggest(prefix.toUpperCase());
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(6);
    for (const product of products) expect(words(product.name).some((w) => w.startsWith(prefix))).toBe(true);
    // Every word typed must begin a word of the name.
    const [first] = products;
    const second = words(first!.name).find((w) => !w.startsWith(prefix));
    if (second) {
      const both = await suggest(`${prefix} ${second.slice(0, 2)}`);
      expect(names(both.products)).toContain(first!.name);
      for (const product of both.products) {
        expect(words(product.name).some((w) => w.startsWith(second.slice(0, 2)))).toBe(true);
      }
    }
  });

  it('answers a product card’s prices, in the default currency as decimals', async () => {
    const { id, word } = await productWord(5);
    const row = await t.db
      .selectFrom('products')
      .select(['name', 'price', 'discount_price', 'thumbnail'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const { products } = await suggest(row.name);
    const found = products.find((product) => product.name === row.name);
    expect(found, word).toBeDefined();
    const card = (await t.app.inject(`/api/product-details?product_id=${found!.id}`)).json().data.product;
    expect(found).toEqual({
      id: card.id,
      name: card.name,
      thumbnail: card.thumbnail,
      price: card.price,
      discount_price: card.discount_price,
    });
  });

  it('forgives one typo in a word: a letter missing, wrong, extra or swapped', async () => {
    const { word } = await productWord(7);
    const typed = word.slice(0, 7);
    const typos = [
      typed.slice(0, 4) + typed.slice(5),
      `${typed.slice(0, 3)}x${typed.slice(4)}`,
      `${typed.slice(0, 4)}q${typed.slice(4)}`,
      typed.slice(0, 2) + typed[3] + typed[2] + typed.slice(4),
    ];
    for (const typo of typos) {
      const { products } = await suggest(typo);
      expect(
        products.some((product) => words(product.name).some((w) => w.startsWith(typed))),
        typo,
      ).toBe(true);
    }
    // Exact matches come before the typo's.
    const exact = await suggest(typed);
    expect(words(exact.products[0]!.name).some((w) => w.startsWith(typed))).toBe(true);
  });

  it('finds "sneakers" from "sneakr"', async () => {
    const sneakers = await t.db
      .selectFrom('products')
      .select('id')
      .where('name', 'like', '%Sneaker%')
      .where('is_active', '=', 1)
      .limit(1)
      .execute();
    expect(sneakers).toHaveLength(1);
    const { products, categories } = await suggest('sneakr');
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(product.name).toMatch(/sneaker/i);
    expect(names(categories)).toContain('Sneakers');
  });

  it('suggests categories and shops by their names', async () => {
    const category = await t.db
      .selectFrom('categories')
      .select(['id', 'name', 'slug', 'parent_id'])
      .where('is_active', '=', 1)
      .where('parent_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { categories } = await suggest(category.name);
    expect(categories).toContainEqual(
      expect.objectContaining({
        id: category.id,
        name: category.name,
        slug: category.slug,
        parent_id: category.parent_id,
      }),
    );

    const shop = await t.db
      .selectFrom('shops')
      .select(['id', 'name', 'logo'])
      .where('is_active', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const { shops } = await suggest(words(shop.name)[0]!.slice(0, 4));
    expect(shops).toContainEqual({ id: shop.id, name: shop.name, logo: shop.logo });
  });

  it('answers in the request’s language and finds translated names, accents and marks aside', async () => {
    for (const locale of ['ar', 'fr']) {
      const translated = await t.db
        .selectFrom('translations as tr')
        .innerJoin('products as p', 'p.id', 'tr.entity_id')
        .select(['tr.value', 'p.name'])
        .where('tr.entity', '=', 'product')
        .where('tr.field', '=', 'name')
        .where('tr.locale', '=', locale)
        .where('p.is_active', '=', 1)
        .orderBy('tr.id')
        .executeTakeFirstOrThrow();
      const typed = words(translated.value).join(' ');
      const { products } = await suggest(typed, locale);
      expect(names(products), `${locale}: ${typed}`).toContain(translated.value);
      // The rows' own names are found too, and answered in the language.
      const own = await suggest(translated.name, locale);
      expect(names(own.products), `${locale}: ${translated.name}`).toContain(translated.value);
      // English shoppers are not offered other languages' names.
      expect(names((await suggest(typed, 'en')).products)).not.toContain(translated.value);
    }
    // French names carry accents; typed without them, they are found.
    const accented = await t.db
      .selectFrom('translations')
      .select('value')
      .where('entity', '=', 'product')
      .where('field', '=', 'name')
      .where('locale', '=', 'fr')
      .where('value', 'like', '%è%')
      .executeTakeFirstOrThrow();
    expect(names((await suggest(foldSearchText(accented.value), 'fr')).products)).toContain(accented.value);

    const category = await t.db
      .selectFrom('translations')
      .select(['entity_id', 'value'])
      .where('entity', '=', 'category')
      .where('field', '=', 'name')
      .where('locale', '=', 'ar')
      .orderBy('entity_id')
      .executeTakeFirstOrThrow();
    const { categories } = await suggest(category.value, 'ar');
    expect(categories).toContainEqual(expect.objectContaining({ id: category.entity_id, name: category.value }));
  });

  it('leaves out inactive products, products of inactive shops, and inactive shops and categories', async () => {
    const { id, name } = await productWord(5);
    const product = await t.db
      .selectFrom('products')
      .select(['shop_id', 'category_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const unique = 'Quokkawood Sundial';
    await t.db.updateTable('products').set({ name: unique }).where('id', '=', id).execute();
    try {
      expect((await suggest('quokkaw')).products.map((p) => p.id)).toEqual([id]);
      await t.db.updateTable('products').set({ is_active: 0 }).where('id', '=', id).execute();
      expect((await suggest('quokkaw')).products).toEqual([]);
      await t.db.updateTable('products').set({ is_active: 1 }).where('id', '=', id).execute();

      const shop = await t.db
        .selectFrom('shops')
        .select('name')
        .where('id', '=', product.shop_id)
        .executeTakeFirstOrThrow();
      await t.db.updateTable('shops').set({ is_active: 0 }).where('id', '=', product.shop_id).execute();
      expect((await suggest('quokkaw')).products).toEqual([]);
      expect((await suggest(shop.name)).shops.map((s) => s.name)).not.toContain(shop.name);
      await t.db.updateTable('shops').set({ is_active: 1 }).where('id', '=', product.shop_id).execute();
      expect((await suggest(shop.name)).shops.map((s) => s.name)).toContain(shop.name);

      const category = await t.db
        .selectFrom('categories')
        .select('name')
        .where('id', '=', product.category_id)
        .executeTakeFirstOrThrow();
      await t.db.updateTable('categories').set({ is_active: 0 }).where('id', '=', product.category_id).execute();
      expect(names((await suggest(category.name)).categories)).not.toContain(category.name);
      await t.db.updateTable('categories').set({ is_active: 1 }).where('id', '=', product.category_id).execute();
      expect(names((await suggest(category.name)).categories)).toContain(category.name);
    } finally {
      await t.db.updateTable('products').set({ name, is_active: 1 }).where('id', '=', id).execute();
      await t.db.updateTable('shops').set({ is_active: 1 }).where('id', '=', product.shop_id).execute();
      await t.db.updateTable('categories').set({ is_active: 1 }).where('id', '=', product.category_id).execute();
    }
  });

  it('suggests, in single-vendor mode, only the root shop and its products', async () => {
    const root = await t.db
      .selectFrom('shops')
      .select(['id', 'name'])
      .where('is_root', '=', 1)
      .executeTakeFirstOrThrow();
    const other = await t.db
      .selectFrom('products as p')
      .innerJoin('shops as s', 's.id', 'p.shop_id')
      .select(['p.id', 'p.name', 's.name as shop'])
      .where('s.is_root', '=', 0)
      .where('p.is_active', '=', 1)
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('products').set({ name: 'Wombatine Teapot' }).where('id', '=', other.id).execute();
    await writeSetting(t.db, 'multi_vendor', false);
    try {
      expect((await suggest('wombatine')).products).toEqual([]);
      expect(names((await suggest(other.shop)).shops)).not.toContain(other.shop);
      expect(names((await suggest(root.name)).shops)).toEqual([root.name]);
      const { products } = await suggest(words(other.name)[0]!.slice(0, 2));
      expect(products.length).toBeGreaterThan(0);
      const shops = await t.db
        .selectFrom('products')
        .select('shop_id')
        .distinct()
        .where(
          'id',
          'in',
          products.map((p) => p.id),
        )
        .execute();
      expect(shops).toEqual([{ shop_id: root.id }]);
    } finally {
      await writeSetting(t.db, 'multi_vendor', true);
      await t.db.updateTable('products').set({ name: other.name }).where('id', '=', other.id).execute();
    }
    expect((await suggest('wombatine')).products).toEqual([]);
  });

  it('refuses what is not a search with 422 naming q', async () => {
    for (const query of ['', '?q=', '?q=a', '?q=%20%20b%20', `?q=${'a'.repeat(101)}`, '?q[]=ab']) {
      const res = await t.app.inject(`/api/search/suggestions${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().errors), query).toEqual(['q']);
    }
    const arabic = await t.app.inject({ url: '/api/search/suggestions?q=a', headers: { 'accept-language': 'ar' } });
    expect(arabic.json().errors.q).toEqual(['يجب ألا يقل نص البحث عن 2 أحرف.']);
    // Text with no letter or digit is no error: there is nothing to suggest.
    expect(await suggest('%%')).toEqual({ products: [], categories: [], shops: [] });
    expect(await suggest('" OR 1=1 --')).toEqual(expect.objectContaining({ shops: [] }));
  });
});
