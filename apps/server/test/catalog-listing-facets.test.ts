import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { foldListingFacets } from '../src/db/listing-facets-queries.ts';
import { seedDemo } from '../src/seed/index.ts';
import { databaseTargets, type FreshDatabase, freshDatabase } from './helpers/fresh-database.ts';

/** The facet counts as the table holds them: each scope's and fact's sum, those not 0. */
async function counted(db: Db): Promise<Map<string, number>> {
  const { rows } = await sql<{ key: string; products: number }>`
    SELECT shop_id || '/' || category_id || '/' || sub_category_id || '/' || kind || '/' || value AS key,
      sum(products) AS products
    FROM listing_facets GROUP BY shop_id, category_id, sub_category_id, kind, value
    HAVING sum(products) <> 0`.execute(db);
  return new Map(rows.map((row) => [row.key, Number(row.products)]));
}

/**
 * The same counts worked out from the products themselves, independently of the triggers:
 * listed products (active, of an active shop), each counted in every scope its shop, category
 * and sub-category combine into.
 */
async function expected(db: Db): Promise<Map<string, number>> {
  const listed = await db
    .selectFrom('products as p')
    .innerJoin('shops as s', 's.id', 'p.shop_id')
    .where('p.is_active', '=', 1)
    .where('s.is_active', '=', 1)
    .select(['p.id', 'p.shop_id', 'p.category_id', 'p.sub_category_id', 'p.brand_id'])
    .execute();
  const options = async (table: 'product_sizes' | 'product_colors') => {
    const rows = await db.selectFrom(table).select(['product_id', 'name']).execute();
    const of = new Map<number, string[]>();
    for (const row of rows) of.set(row.product_id, [...(of.get(row.product_id) ?? []), row.name]);
    return of;
  };
  const [sizes, colors] = await Promise.all([options('product_sizes'), options('product_colors')]);
  const out = new Map<string, number>();
  for (const p of listed) {
    const facts = [
      'n/',
      ...(p.brand_id ? [`b/${p.brand_id}`] : []),
      ...(sizes.get(p.id) ?? []).map((name) => `s/${name}`),
      ...(colors.get(p.id) ?? []).map((name) => `c/${name}`),
    ];
    for (const shop of [0, p.shop_id])
      for (const category of [0, p.category_id])
        for (const sub of p.sub_category_id ? [0, p.sub_category_id] : [0])
          for (const fact of facts) {
            const key = `${shop}/${category}/${sub}/${fact}`;
            out.set(key, (out.get(key) ?? 0) + 1);
          }
  }
  return out;
}

async function unfolded(db: Db): Promise<number> {
  const { n } = await db
    .selectFrom('listing_facets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('changed', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** A new listed product of `template`'s shop and category, with `sizes` and `colors`, in one transaction. */
async function addProduct(db: Db, template: Template, tag: string, sizes: string[], colors: string[]) {
  return db.transaction().execute(async (trx) => {
    // Generated columns (PostgreSQL's search and effective price) are left to the database.
    const {
      id: _id,
      code: _code,
      effective_price: _price,
      search: _search,
      ...row
    } = template as typeof template & {
      search?: unknown;
    };
    const { id } = await trx
      .insertInto('products')
      .values({ ...row, code: `FACET-${tag}`, slug: `facet-${tag}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [position, name] of sizes.entries())
      await trx.insertInto('product_sizes').values({ product_id: id, name, price: 0, position }).execute();
    for (const [position, name] of colors.entries())
      await trx
        .insertInto('product_colors')
        .values({ product_id: id, name, color_code: '#123456', price: 0, position })
        .execute();
    return id;
  });
}

type Template = Awaited<ReturnType<typeof template>>;
const template = (db: Db) => db.selectFrom('products').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();

describe.each(databaseTargets)('listing facets on $name', ({ url }) => {
  let fresh: FreshDatabase;
  let db: Db;
  beforeAll(async () => {
    fresh = await freshDatabase(url);
    db = fresh.db;
    await seedDemo(db, { dataDir: fresh.dataDir, products: 300 });
  });
  afterAll(() => fresh?.dispose());

  it('counts what the seed wrote, and keeps counting through every kind of catalogue write', async () => {
    expect(await counted(db)).toEqual(await expected(db));
    const base = await template(db);
    const other = await db
      .selectFrom('products')
      .select(['id', 'category_id', 'sub_category_id', 'brand_id', 'shop_id'])
      .where('category_id', '!=', base.category_id)
      .where('brand_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const added = await addProduct(db, base, 'a', ['Tiny', 'Huge'], ['Ultraviolet']);
    const steps: [string, () => Promise<unknown>][] = [
      [
        'a product moves category',
        () =>
          db
            .updateTable('products')
            .set({ category_id: other.category_id, sub_category_id: other.sub_category_id })
            .where('id', '=', added)
            .execute(),
      ],
      [
        'and brand',
        () => db.updateTable('products').set({ brand_id: other.brand_id }).where('id', '=', added).execute(),
      ],
      [
        'loses its sub-category',
        () => db.updateTable('products').set({ sub_category_id: null }).where('id', '=', added).execute(),
      ],
      [
        'a stock change (no listing change)',
        () => db.updateTable('products').set({ quantity: 3 }).where('id', '=', added).execute(),
      ],
      [
        'an option is renamed',
        () =>
          db
            .updateTable('product_sizes')
            .set({ name: 'Giant' })
            .where('product_id', '=', added)
            .where('name', '=', 'Huge')
            .execute(),
      ],
      ['an option is removed', () => db.deleteFrom('product_colors').where('product_id', '=', added).execute()],
      [
        'a product is hidden',
        () => db.updateTable('products').set({ is_active: 0 }).where('id', '=', other.id).execute(),
      ],
      [
        'an option of a hidden product is added',
        () =>
          db
            .insertInto('product_sizes')
            .values({ product_id: other.id, name: 'Hidden', price: 0, position: 9 })
            .execute(),
      ],
      ['and shown again', () => db.updateTable('products').set({ is_active: 1 }).where('id', '=', other.id).execute()],
      ['a shop closes', () => db.updateTable('shops').set({ is_active: 0 }).where('id', '=', other.shop_id).execute()],
      [
        'a product of a closed shop moves',
        () => db.updateTable('products').set({ shop_id: base.shop_id }).where('id', '=', other.id).execute(),
      ],
      [
        'the shop opens again',
        () => db.updateTable('shops').set({ is_active: 1 }).where('id', '=', other.shop_id).execute(),
      ],
      ['a product is deleted with its options', () => db.deleteFrom('products').where('id', '=', added).execute()],
    ];
    for (const [step, write] of steps) {
      await write();
      expect(await counted(db), step).toEqual(await expected(db));
    }
    expect(await unfolded(db)).toBeGreaterThan(0);
    while ((await foldListingFacets(db)) > 0);
    expect(await unfolded(db)).toBe(0);
    expect(await counted(db)).toEqual(await expected(db));
  });

  it('keeps every count when products are written and folds run, all at once', async () => {
    const base = await template(db);
    // Released together: products of one category (the same scopes' rows) and folds on other sessions.
    const writes = Array.from({ length: 12 }, (_, i) => addProduct(db, base, `race-${i}`, ['Race'], [`Race ${i % 3}`]));
    const folds = Array.from({ length: 6 }, () => foldListingFacets(db));
    await Promise.all([...writes, ...folds]);
    expect(await counted(db)).toEqual(await expected(db));
    const races = await db.selectFrom('products').select('id').where('code', 'like', 'FACET-race-%').execute();
    await Promise.all([
      ...races.map(({ id }) => db.deleteFrom('products').where('id', '=', id).execute()),
      ...Array.from({ length: 6 }, () => foldListingFacets(db)),
    ]);
    while ((await foldListingFacets(db)) > 0);
    expect(await counted(db)).toEqual(await expected(db));
  });
});
