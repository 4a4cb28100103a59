import { productsQuerySchema } from '@souk/contract';
import SQLite from 'better-sqlite3';
import { Kysely, type RawBuilder, SqliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFile } from '../src/db/database.ts';
import { systemClock } from '../src/lib/clock.ts';
import type { Database } from '../src/db/types.ts';
import { listProducts } from '../src/modules/catalog/product-list.ts';
import { writeSetting } from '../src/modules/settings/queries.ts';
import { createTestApp, type TestContext, testDatabaseUrl } from './helpers/test-app.ts';

interface Facets {
  brands: { id: number; name: string }[];
  sizes: { id: number; name: string }[];
  colors: { id: number; name: string; color_code: string }[];
}

let t: TestContext;
/** A product given a brand, a size and a colour no other product has. */
let marked: { id: number; shop_id: number; category_id: number };
const brand = 'Facet Probe Brand';
const size = 'Facet Probe Size';
const color = 'Facet Probe Colour';

beforeAll(async () => {
  t = await createTestApp();
  marked = await t.db
    .selectFrom('products as p')
    .innerJoin('shops as s', 's.id', 'p.shop_id')
    .select(['p.id', 'p.shop_id', 'p.category_id'])
    .where('s.is_root', '=', 0)
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  const { id: brandId } = await t.db
    .insertInto('brands')
    .values({ name: brand, slug: 'facet-probe', is_active: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.updateTable('products').set({ brand_id: brandId }).where('id', '=', marked.id).execute();
  await t.db.insertInto('product_sizes').values({ product_id: marked.id, name: size, position: 9, price: 0 }).execute();
  await t.db
    .insertInto('product_colors')
    .values({ product_id: marked.id, name: color, color_code: '#123456', position: 0, price: 0 })
    .execute();
});
afterAll(() => t.close());

async function facets(query = ''): Promise<Facets> {
  const res = await t.app.inject(`/api/products?per_page=1&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.filters;
}

const names = (f: Facets) => ({
  brands: f.brands.map((b) => b.name),
  sizes: f.sizes.map((s) => s.name),
  colors: f.colors.map((c) => c.name),
});

/** The facet names worked out here, straight from the tables: options of active products of active shops. */
async function expectedNames(where: RawBuilder<unknown> = sql`1 = 1`) {
  const scope = sql`FROM products p JOIN shops s ON s.id = p.shop_id WHERE p.is_active = 1 AND s.is_active = 1 AND ${where}`;
  const column = async (query: RawBuilder<{ name: string }>) =>
    (await query.execute(t.db)).rows.map((r) => r.name).sort();
  return {
    brands: await column(sql`SELECT DISTINCT b.name FROM brands b WHERE b.id IN (SELECT p.brand_id ${scope})`),
    sizes: await column(sql`SELECT DISTINCT o.name FROM product_sizes o WHERE o.product_id IN (SELECT p.id ${scope})`),
    colors: await column(
      sql`SELECT DISTINCT o.name FROM product_colors o WHERE o.product_id IN (SELECT p.id ${scope})`,
    ),
  };
}

const sorted = (f: Facets) => {
  const n = names(f);
  return { brands: [...n.brands].sort(), sizes: [...n.sizes].sort(), colors: [...n.colors].sort() };
};

describe('GET /api/products: facets', () => {
  it('offers, for the whole catalogue, each brand, size and colour of its active products once', async () => {
    const whole = await facets();
    expect(sorted(whole)).toEqual(await expectedNames());
    expect(names(whole).colors).toContain(color);
    for (const list of Object.values(names(whole))) expect(new Set(list).size).toBe(list.length);
    expect(whole.colors.find((c) => c.name === color)?.color_code).toBe('#123456');
  });

  it('offers the same for a category as for the whole catalogue, within the category', async () => {
    const inCategory = await facets(`category_id=${marked.category_id}`);
    expect(sorted(inCategory)).toEqual(await expectedNames(sql`p.category_id = ${marked.category_id}`));
    expect(names(inCategory).brands).toContain(brand);
  });

  it('leaves out the options of an inactive product and of an inactive shop', async () => {
    for (const hide of [
      () => t.db.updateTable('products').set({ is_active: 0 }).where('id', '=', marked.id).execute(),
      () => t.db.updateTable('shops').set({ is_active: 0 }).where('id', '=', marked.shop_id).execute(),
    ]) {
      await hide();
      try {
        for (const query of ['', `category_id=${marked.category_id}`]) {
          const shown = names(await facets(query));
          expect(shown.brands, query).not.toContain(brand);
          expect(shown.sizes, query).not.toContain(size);
          expect(shown.colors, query).not.toContain(color);
        }
        expect(sorted(await facets())).toEqual(await expectedNames());
      } finally {
        await t.db.updateTable('products').set({ is_active: 1 }).where('id', '=', marked.id).execute();
        await t.db.updateTable('shops').set({ is_active: 1 }).where('id', '=', marked.shop_id).execute();
      }
    }
  });

  it("offers, in single-vendor mode, only the root shop's options", async () => {
    await writeSetting(t.db, 'multi_vendor', false);
    try {
      const root = await facets();
      expect(sorted(root)).toEqual(await expectedNames(sql`s.is_root = 1`));
      expect(names(root).colors).not.toContain(color);
    } finally {
      await writeSetting(t.db, 'multi_vendor', true);
    }
  });
});

describe('GET /api/products: relevance on SQLite', () => {
  // A plan check, not a timing: joined as a plain subquery, SQLite looked the matches up again
  // for every candidate row (a `products_fts` scan constrained by rowid), 1 s for a common word
  // on 100,000 products.
  it.skipIf(testDatabaseUrl)('runs the full-text match once per search, never once per candidate', async () => {
    const sqlite = new SQLite(sqliteFile(t.dataDir), { readonly: true });
    const statements: { sql: string; parameters: readonly unknown[] }[] = [];
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: sqlite }),
      log: (event) => {
        statements.push(event.query);
      },
    });
    try {
      const q = productsQuerySchema.parse({ search: 'shirt' });
      const { total } = await listProducts(db, q, { kind: 'sqlite', rootOnly: false, clock: systemClock });
      expect(total).toBeGreaterThan(0);
      const ranked = statements.find((s) => s.sql.includes('bm25'));
      expect(ranked).toBeDefined();
      const plan = sqlite
        .prepare(`EXPLAIN QUERY PLAN ${ranked!.sql}`)
        .all(...ranked!.parameters)
        .map((row) => (row as { detail: string }).detail);
      const ftsScans = plan.filter((line) => line.includes('products_fts'));
      expect(ftsScans.length).toBeGreaterThan(0);
      expect(
        ftsScans.filter((line) => /INDEX \d+:=/.test(line)),
        plan.join('\n'),
      ).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
