import { productsQuerySchema } from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_SCOPES, LISTING_SORTS, listingIndexName } from '../src/db/migrations/013-listing-indexes.ts';
import { systemClock } from '../src/lib/clock.ts';
import { listProducts } from '../src/modules/catalog/product-list.ts';
import { planInspector, type Statement, vacuumedWhole } from './helpers/query-plans.ts';
import { createTestApp, type TestContext, testDatabaseUrl } from './helpers/test-app.ts';

// Plan checks, not timings: a list whose page is read off an index in order costs the page at
// any catalogue size; one that sorts its scope costs the scope (2.5 s for a category sorted by
// price at 999,999 products before these indexes).
const SORT_TYPES = { price: 'low_to_high', sold: 'top_selling', views: 'popular_product', newest: 'newest' } as const;
const kind = testDatabaseUrl ? 'postgres' : 'sqlite';

let t: TestContext;
let inspector: Awaited<ReturnType<typeof planInspector>>;
let sample: Record<NonNullable<(typeof LISTING_SCOPES)[number]>, number>;

beforeAll(async () => {
  t = await createTestApp();
  if (kind === 'postgres') await vacuumedWhole(t.db, 'products');
  inspector = await planInspector(t);
  const product = await t.db
    .selectFrom('products')
    .select(['category_id', 'sub_category_id', 'shop_id', 'brand_id'])
    .where('sub_category_id', 'is not', null)
    .where('brand_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  sample = {
    category_id: product.category_id,
    sub_category_id: Number(product.sub_category_id),
    shop_id: product.shop_id,
    brand_id: Number(product.brand_id),
  };
});
afterAll(async () => {
  await inspector.close();
  await t.close();
});

/** Runs a product list on the inspecting handle and returns the statements it ran. */
async function statementsOf(query: Record<string, unknown>): Promise<Statement[]> {
  inspector.statements.length = 0;
  const { products } = await listProducts(inspector.db, productsQuerySchema.parse(query), {
    kind,
    rootOnly: false,
    clock: systemClock,
  });
  expect(products.length).toBeGreaterThan(0);
  return [...inspector.statements];
}

const find = (statements: Statement[], pattern: RegExp) => {
  const found = statements.find((s) => pattern.test(s.sql));
  if (!found) throw new Error(`no statement matches ${pattern}:\n${statements.map((s) => s.sql).join('\n')}`);
  return found;
};

describe(`product lists on ${kind}: each sort of each scope reads its page off its index`, () => {
  for (const scope of LISTING_SCOPES) {
    for (const sort of Object.keys(LISTING_SORTS) as (keyof typeof LISTING_SORTS)[]) {
      const index = listingIndexName(scope, sort);
      it(`${scope ?? 'whole catalogue'} by ${sort}: ${index}`, async () => {
        const statements = await statementsOf({
          sort_type: SORT_TYPES[sort],
          ...(scope && { [scope]: sample[scope] }),
        });
        // The page: the one statement with an offset (a facet's first option also has a limit).
        const plan = await inspector.plan(find(statements, /\boffset\b/i));
        expect(plan, plan).toContain(index);
        // Sorting the scope's rows is what the index is there to avoid.
        expect(plan, plan).not.toMatch(/USE TEMP B-TREE FOR (?!RIGHT PART OF )ORDER BY|^\s*(->\s*)?Sort\b/m);
      });
    }
  }

  // Both count from the index alone: PostgreSQL because the seed vacuums the tables it wrote
  // (the visibility map says which rows every transaction sees; see vacuumedWhole).
  it('counts a category in a price range within its price index', async () => {
    const statements = await statementsOf({ category_id: sample.category_id, min_price: 1, max_price: 500 });
    const count = await inspector.plan(find(statements, /^select count\(\*\) as "total"/i));
    expect(count, count).toMatch(
      kind === 'sqlite'
        ? /COVERING INDEX products_listed_category_price_idx \(category_id=\? AND effective_price>\? AND effective_price<\?\)/
        : /Index Only Scan using products_listed_category_price_idx on products p\n\s+Index Cond: \(\(category_id = \d+\) AND \(effective_price >= \d+\) AND \(effective_price <= \d+\)\)/,
    );
  });

  // The category a sub-category is asked with is checked once, on the sub-category's row.
  it('counts a sub-category in a price range within its price index', async () => {
    const statements = await statementsOf({
      category_id: sample.category_id,
      sub_category_id: sample.sub_category_id,
      min_price: 1,
      max_price: 500,
    });
    const count = await inspector.plan(find(statements, /^select count\(\*\) as "total"/i));
    expect(count, count).toMatch(
      kind === 'sqlite'
        ? /COVERING INDEX products_listed_sub_category_price_idx \(sub_category_id=\? AND effective_price>\? AND effective_price<\?\)/
        : /Index Only Scan using products_listed_sub_category_price_idx on products p\n\s+Index Cond: \(\(sub_category_id = \d+\) AND \(effective_price >= \d+\) AND \(effective_price <= \d+\)\)/,
    );
  });

  // A price range most of its scope holds, sorted other than by price: reading the range off the
  // price index and sorting it costs the scope; walking the sort's index costs about the page.
  it('walks the sort index of the scope for a price range most of it holds', async () => {
    for (const sort of ['sold', 'views', 'newest'] as const) {
      const statements = await statementsOf({
        sub_category_id: sample.sub_category_id,
        min_price: 0,
        max_price: 1_000_000,
        sort_type: SORT_TYPES[sort],
      });
      const page = find(statements, /\boffset\b/i);
      // The range is checked on each row walked: no index holds `effective_price + 0`, so no
      // planner reads the range off the price index instead (as both did at a million products).
      expect(page.sql).toMatch(/effective_price"? \+ 0 >= /);
      const plan = await inspector.plan(page);
      expect(plan, plan).toContain(listingIndexName('sub_category_id', sort));
      expect(plan, plan).not.toMatch(/USE TEMP B-TREE FOR (?!RIGHT PART OF )ORDER BY|^\s*(->\s*)?Sort\b/m);
    }
  });

  // A search sorted other than by relevance: walking the sort's index costs the catalogue over
  // the matches (a word no product has walked a million products); reading the matches costs them.
  it('reads the matches of a word few products share first, then sorts them', async () => {
    const rare = await t.db.selectFrom('products').select('code').orderBy('id').executeTakeFirstOrThrow();
    for (const sort of Object.keys(LISTING_SORTS) as (keyof typeof LISTING_SORTS)[]) {
      const statements = await statementsOf({ search: rare.code, sort_type: SORT_TYPES[sort] });
      const plan = await inspector.plan(find(statements, /\boffset\b/i));
      expect(plan, plan).toMatch(kind === 'sqlite' ? /products_fts VIRTUAL TABLE/ : /products_search_idx/);
      expect(plan, plan).not.toContain(listingIndexName(null, sort));
    }
  });

  it('walks the sort index for a word most products share', async () => {
    for (const sort of Object.keys(LISTING_SORTS) as (keyof typeof LISTING_SORTS)[]) {
      const statements = await statementsOf({ search: 'sk', sort_type: SORT_TYPES[sort] });
      const plan = await inspector.plan(find(statements, /\boffset\b/i));
      expect(plan, plan).toContain(listingIndexName(null, sort));
      expect(plan, plan).not.toMatch(/USE TEMP B-TREE FOR (?!RIGHT PART OF )ORDER BY|^\s*(->\s*)?Sort\b/m);
    }
  });
});
