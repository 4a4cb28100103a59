import { type ProductFilters, type SortType, sortTypes } from '@souk/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createTestApp, type TestContext, testDatabaseUrl } from './helpers/test-app.ts';

interface ListAnswer {
  total: number;
  products: { id: number; name: string }[];
  filters: ProductFilters;
}

let t: TestContext;
/** Another server on the same database with the index off: the database answers its searches. */
let byDatabase: FastifyInstance;
/** Another server on the same database with its own index, as a second process would have. */
let second: FastifyInstance;
const kind = testDatabaseUrl ? 'postgres' : 'sqlite';

beforeAll(async () => {
  t = await createTestApp();
  byDatabase = await buildApp({ db: t.db, kind, config: { ...t.config, SEARCH_INDEX: false } });
  second = await buildApp({ db: t.db, kind, config: t.config });
  await Promise.all([byDatabase.ready(), second.ready()]);
  await second.searchIndex.built();
});
afterAll(async () => {
  await Promise.all([byDatabase.close(), second.close()]);
  await t.close();
});

async function list(app: FastifyInstance, query: string, language?: string): Promise<ListAnswer> {
  const res = await app.inject({
    url: `/api/products?${query}`,
    headers: language ? { 'accept-language': language } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Search phrases from the demo catalogue: a word and two words of names, in each language. */
async function phrases(): Promise<{ text: string; language?: string }[]> {
  const names = await t.db.selectFrom('products').select('name').orderBy('id').limit(40).execute();
  const translated = await t.db
    .selectFrom('translations')
    .select(['locale', 'search_text'])
    .where('entity', '=', 'product')
    .where('field', '=', 'name')
    .orderBy('id')
    .limit(40)
    .execute();
  const out: { text: string; language?: string }[] = [];
  for (const [i, { name }] of names.entries()) {
    const words = name.split(' ');
    out.push({ text: i % 2 === 0 ? (words[0] as string) : words.slice(0, 2).join(' ') });
  }
  for (const row of translated)
    out.push({ text: String(row.search_text).split(' ')[0] as string, language: row.locale });
  // Beginnings of words, and words no product has.
  out.push({ text: 'sh' }, { text: 'c' }, { text: 'zzqx' }, { text: 'shirt zzqx' });
  return out;
}

describe(`product searches answered by the search index (${kind})`, () => {
  it('gives the answers the database gives: totals, facets, pages, in every sort and narrowing', async () => {
    const [brand] = await t.db.selectFrom('brands').select('id').orderBy('id').limit(1).execute();
    const [color] = await t.db.selectFrom('product_colors').select('id').orderBy('id').limit(1).execute();
    const [size] = await t.db.selectFrom('product_sizes').select('id').orderBy('id').limit(1).execute();
    const narrowings = [
      '',
      'min_price=10&max_price=80',
      `brand_id=${brand?.id}`,
      `color_id=${color?.id}`,
      `size_id=${size?.id}`,
      'rating=4',
      'category_id=1',
    ];
    let compared = 0;
    let found = 0;
    for (const [i, phrase] of (await phrases()).entries()) {
      const sort = sortTypes[i % sortTypes.length] as SortType;
      const narrowing = narrowings[i % narrowings.length];
      for (const page of [1, 2]) {
        const query = `search=${encodeURIComponent(phrase.text)}&sort_type=${sort}&per_page=5&page=${page}&${narrowing}`;
        const [indexed, database] = await Promise.all([
          list(t.app, query, phrase.language),
          list(byDatabase, query, phrase.language),
        ]);
        const label = `${phrase.language ?? 'en'} ${query}`;
        expect(indexed.total, label).toBe(database.total);
        expect(indexed.filters, label).toEqual(database.filters);
        // PostgreSQL's own relevance (ts_rank) differs from the index's (SQLite's bm25): same
        // products, another order. Every other order is the same on both.
        const ids = (answer: ListAnswer) => answer.products.map((p) => p.id);
        if (sort !== 'default' || kind === 'sqlite') expect(ids(indexed), label).toEqual(ids(database));
        compared += 1;
        found += indexed.total > 0 ? 1 : 0;
      }
    }
    expect(compared).toBeGreaterThan(150);
    expect(found).toBeGreaterThan(60);
  });

  it('finds a word typed with Arabic marks as the words of names without them', async () => {
    const row = await t.db
      .selectFrom('translations')
      .select(['search_text', 'entity_id'])
      .where('entity', '=', 'product')
      .where('locale', '=', 'ar')
      .where('field', '=', 'name')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const word = String(row.search_text).split(' ')[0] as string;
    const plain = await list(t.app, `search=${encodeURIComponent(word)}&per_page=50`, 'ar');
    // A shadda and a fatha on the first letter: folded away as the index folds names.
    const marked = `${word.slice(0, 1)}\u0651\u064e${word.slice(1)}`;
    const typed = await list(t.app, `search=${encodeURIComponent(marked)}&per_page=50`, 'ar');
    expect(plain.total).toBeGreaterThan(0);
    expect(typed.total).toBe(plain.total);
    expect(typed.products.map((p) => p.id)).toContain(row.entity_id);
  });

  it('answers with every write committed before the search, made by any process or by hand', async () => {
    const product = await t.db
      .selectFrom('products as p')
      .innerJoin('shops as s', 's.id', 'p.shop_id')
      .select(['p.id', 'p.shop_id', 'p.price'])
      .where('p.is_active', '=', 1)
      .where('s.is_active', '=', 1)
      .where('s.is_root', '=', 0)
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    const ids = async (app: FastifyInstance, query: string, language?: string) =>
      (await list(app, `${query}&per_page=50`, language)).products.map((p) => p.id);

    await t.db.updateTable('products').set({ name: 'Quasar Lantern' }).where('id', '=', product.id).execute();
    for (const app of [t.app, second]) expect(await ids(app, 'search=quasar')).toEqual([product.id]);

    await t.db
      .updateTable('products')
      .set({ price: 123_456, discount_price: 0 })
      .where('id', '=', product.id)
      .execute();
    expect(await ids(second, 'search=quasar&min_price=1234&max_price=1235')).toEqual([product.id]);
    expect((await list(second, 'search=lantern')).filters.max_price).toBe(1234.56);

    await t.db
      .insertInto('product_colors')
      .values({ product_id: product.id, name: 'Ultraviolet', color_code: '#6b21a8', position: 0, price: 0 })
      .execute();
    const colors = (await list(t.app, 'search=quasar')).filters.colors.map((c) => c.name);
    expect(colors).toContain('Ultraviolet');

    await t.db
      .insertInto('translations')
      .values({
        entity: 'product',
        entity_id: product.id,
        locale: 'fr',
        field: 'name',
        value: 'Lanterne Quasarine',
        search_text: 'lanterne quasarine',
      })
      .onConflict((oc) =>
        oc
          .columns(['entity', 'locale', 'entity_id', 'field'])
          .doUpdateSet({ value: 'Lanterne Quasarine', search_text: 'lanterne quasarine' }),
      )
      .execute();
    expect(await ids(second, 'search=quasarine', 'fr')).toEqual([product.id]);
    expect(await ids(second, 'search=quasarine')).toEqual([]);

    await t.db.updateTable('shops').set({ is_active: 0 }).where('id', '=', product.shop_id).execute();
    expect(await ids(t.app, 'search=quasar')).toEqual([]);
    await t.db.updateTable('shops').set({ is_active: 1 }).where('id', '=', product.shop_id).execute();

    await t.db.updateTable('products').set({ is_active: 0 }).where('id', '=', product.id).execute();
    for (const app of [t.app, second]) expect(await ids(app, 'search=quasar')).toEqual([]);

    // Searches arriving together share reads of the change log; each still sees the write before it.
    await t.db.updateTable('products').set({ is_active: 1 }).where('id', '=', product.id).execute();
    const together = await Promise.all(Array.from({ length: 20 }, () => ids(second, 'search=quasar')));
    expect(together).toEqual(Array.from({ length: 20 }, () => [product.id]));
  });

  it('builds afresh after a bulk load, answering from the database meanwhile', async () => {
    const before = await list(t.app, 'search=shirt&per_page=3&sort_type=newest');
    const builds = t.app.searchIndex.builds;
    await sql`INSERT INTO product_changes (product_id) VALUES (0)`.execute(t.db);
    // The search that reads the log finds the bulk load and is answered by the database.
    expect(await list(t.app, 'search=shirt&per_page=3&sort_type=newest')).toEqual(before);
    await t.app.searchIndex.built();
    expect(t.app.searchIndex.builds).toBe(builds + 1);
    expect((await t.app.inject('/api/health')).json().search_index).toBe('ready');
    expect(await list(t.app, 'search=shirt&per_page=3&sort_type=newest')).toEqual(before);
  });

  it.runIf(testDatabaseUrl)(
    'applies a change whose transaction commits after a later one (PostgreSQL hands out ids before commit)',
    async () => {
      const [early, late] = await t.db
        .selectFrom('products as p')
        .innerJoin('shops as s', 's.id', 'p.shop_id')
        .select('p.id')
        .where('p.is_active', '=', 1)
        .where('s.is_active', '=', 1)
        .orderBy('p.id', 'desc')
        .limit(2)
        .execute();
      if (!early || !late) throw new Error('the demo shop has products');
      let commit: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let written: () => void = () => undefined;
      const wroteEarly = new Promise<void>((resolve) => {
        written = resolve;
      });
      // The early transaction takes its change id first and commits last.
      const transaction = t.db.transaction().execute(async (trx) => {
        await trx.updateTable('products').set({ name: 'Nebula Early' }).where('id', '=', early.id).execute();
        written();
        await held;
      });
      await wroteEarly;
      await t.db.updateTable('products').set({ name: 'Nebula Late' }).where('id', '=', late.id).execute();
      const names = async () => (await list(t.app, 'search=nebula&per_page=10')).products.map((p) => p.name).sort();
      expect(await names()).toEqual(['Nebula Late']);
      commit();
      await transaction;
      expect(await names()).toEqual(['Nebula Early', 'Nebula Late']);
    },
  );
});
