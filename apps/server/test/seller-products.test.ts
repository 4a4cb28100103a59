import { type SellerProductSort, sellerProductSorts, sellerProductsQuerySchema } from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SELLER_SORT_KEYS, sellerSortIndexName } from '../src/db/migrations/020-seller-products.ts';
import { productTable } from '../src/modules/seller-products/list.ts';
import { get } from './helpers/accounts.ts';
import { sellerToken, shopper } from './helpers/commerce.ts';
import { planInspector, vacuumedWhole } from './helpers/query-plans.ts';
import { createTestApp, type TestContext, testDatabaseUrl } from './helpers/test-app.ts';

// The owner's product table: only the shop's own products, each sort and filter exactly as the
// stored rows say, and every sort's page read off its index.
const kind = testDatabaseUrl ? 'postgres' : 'sqlite';

let t: TestContext;
/** Souk Central sells in every category; the bazaar next to it is the other shop. */
const MINE = 1;
const THEIRS = 2;
let token: string;
let ownerId: number;

interface StoredRow {
  id: number;
  name: string;
  code: string;
  created_at: string;
  price: number;
  quantity: number;
  total_sold: number;
  is_active: number;
  category_id: number;
}

const stored = (shopId: number): Promise<StoredRow[]> =>
  t.db
    .selectFrom('products')
    .select(['id', 'name', 'code', 'created_at', 'price', 'quantity', 'total_sold', 'is_active', 'category_id'])
    .where('shop_id', '=', shopId)
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  token = await sellerToken(t, MINE);
  ownerId = (await t.db.selectFrom('shops').select('user_id').where('id', '=', MINE).executeTakeFirstOrThrow()).user_id;
  // Ties on every sorted column, inactive products, sold-out and nearly sold-out ones.
  const ids = (await stored(MINE)).map((row) => row.id).sort((a, b) => a - b);
  const set = (some: number[], values: Record<string, number | string>) =>
    t.db.updateTable('products').set(values).where('id', 'in', some).execute();
  await set(ids.slice(0, 6), { price: 1999, quantity: 3, total_sold: 7, created_at: '2026-01-02T03:04:05.000Z' });
  await set(ids.slice(6, 10), { is_active: 0 });
  await set(ids.slice(8, 14), { quantity: 0 });
  await set(ids.slice(20, 23), { name: 'Same Name' });
});
afterAll(() => t.close());

async function list(query: Record<string, string | number>) {
  const res = await get(t, `/api/seller/products?${new URLSearchParams(query as Record<string, string>)}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { total: number; products: { id: number; [key: string]: unknown }[] };
}

/** Every page of a listing, `per_page` at a time; checks each page's total. */
async function everyPage(query: Record<string, string | number>, perPage = 13) {
  const ids: number[] = [];
  let total = 0;
  for (let page = 1; page === 1 || ids.length < total; page++) {
    const data = await list({ ...query, page, per_page: perPage });
    if (page > 1) expect(data.total).toBe(total);
    total = data.total;
    expect(data.products.length).toBe(Math.min(perPage, total - ids.length));
    ids.push(...data.products.map((p) => p.id));
  }
  return { total, ids };
}

const ascending =
  (key: keyof StoredRow) =>
  (a: StoredRow, b: StoredRow): number =>
    a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : a.id - b.id;
const descending = (key: keyof StoredRow) => (a: StoredRow, b: StoredRow) => ascending(key)(b, a);

/** Each sort as the stored rows give it: ties broken by id, in the sort's direction. */
const ORDERS: Record<Exclude<SellerProductSort, 'name'>, (a: StoredRow, b: StoredRow) => number> = {
  newest: descending('created_at'),
  oldest: ascending('created_at'),
  price_low: ascending('price'),
  price_high: descending('price'),
  stock_low: ascending('quantity'),
  stock_high: descending('quantity'),
  best_selling: descending('total_sold'),
};

/** The shop's ids in `sort`'s order; names in the database's own collation, which the index follows. */
async function expectedOrder(sort: SellerProductSort, rows: StoredRow[]): Promise<number[]> {
  if (sort !== 'name') return [...rows].sort(ORDERS[sort]).map((row) => row.id);
  const ordered = await t.db
    .selectFrom('products')
    .select('id')
    .where('id', 'in', rows.length > 0 ? rows.map((row) => row.id) : [0])
    .orderBy('name')
    .orderBy('id')
    .execute();
  return ordered.map((row) => row.id);
}

describe('the owner’s product table: whose products', () => {
  it('lists every product of the shop, inactive ones too, and no other shop’s', async () => {
    const mine = await stored(MINE);
    const { total, ids } = await everyPage({}, 25);
    expect(total).toBe(mine.length);
    expect(new Set(ids)).toEqual(new Set(mine.map((row) => row.id)));
    expect(mine.some((row) => row.is_active === 0)).toBe(true);
  });

  it('answers another shop’s product 404, and 401 without a shop owner’s token', async () => {
    const [theirs] = await stored(THEIRS);
    const res = await get(t, `/api/seller/products/${theirs!.id}`, token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Product not found.' });
    expect((await get(t, '/api/seller/products')).statusCode).toBe(401);
    expect((await get(t, '/api/seller/products', (await shopper(t)).token)).statusCode).toBe(401);
  });

  it('shows a row as stored: decimal money, the category by name, the active flag', async () => {
    const [row] = await t.db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select(['p.id', 'p.code', 'p.price', 'p.discount_price', 'p.is_active', 'c.name as category'])
      .where('p.shop_id', '=', MINE)
      .where('p.discount_price', '>', 0)
      .orderBy('p.id')
      .limit(1)
      .execute();
    const { products } = await list({ search: row!.code });
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({
      id: row!.id,
      price: row!.price / 100,
      discount_price: row!.discount_price / 100,
      is_active: row!.is_active === 1,
      category: { name: row!.category },
    });
  });
});

describe('the owner’s product table: sorts', () => {
  for (const sort of sellerProductSorts) {
    it(`orders every page by ${sort}, ties by id`, async () => {
      const { ids } = await everyPage({ sort });
      expect(ids).toEqual(await expectedOrder(sort, await stored(MINE)));
    });
  }
});

describe('the owner’s product table: filters and search', () => {
  const FILTERS = {
    active: (row: StoredRow) => row.is_active === 1,
    inactive: (row: StoredRow) => row.is_active === 0,
    low_stock: (row: StoredRow) => row.quantity <= 5,
    out_of_stock: (row: StoredRow) => row.quantity === 0,
  };
  for (const [filter, passes] of Object.entries(FILTERS)) {
    it(`shows ${filter} products only, counted`, async () => {
      const wanted = (await stored(MINE)).filter(passes);
      expect(wanted.length).toBeGreaterThan(0);
      const { total, ids } = await everyPage({ filter, sort: 'stock_low' }, 4);
      expect(total).toBe(wanted.length);
      expect(ids).toEqual(await expectedOrder('stock_low', wanted));
    });
  }

  it('narrows to a category, with a filter on top', async () => {
    const rows = await stored(MINE);
    const categoryId = rows.find((row) => row.quantity === 0)!.category_id;
    const wanted = rows.filter((row) => row.category_id === categoryId && row.quantity <= 5);
    const { total, ids } = await everyPage({ category_id: categoryId, filter: 'low_stock', sort: 'price_high' }, 2);
    expect(total).toBe(wanted.length);
    expect(ids).toEqual(await expectedOrder('price_high', wanted));
  });

  it('finds text anywhere in the name or the code, case aside, in the shop only', async () => {
    const rows = await stored(MINE);
    const name = rows.find((row) => row.name.length > 8)!.name;
    const middle = name.slice(2, 7).toUpperCase();
    const code = rows[0]!.code.slice(-4);
    for (const search of [middle, code]) {
      const needle = search.toLowerCase();
      const wanted = rows.filter((row) => `${row.name}\n${row.code}`.toLowerCase().includes(needle));
      const { total, ids } = await everyPage({ search, sort: 'newest' });
      expect(total, search).toBe(wanted.length);
      expect(ids).toEqual(await expectedOrder('newest', wanted));
    }
    const [theirs] = await stored(THEIRS);
    expect((await list({ search: theirs!.code })).total).toBe(0);
  });

  it('searches within each filter and category, counted', async () => {
    const rows = await stored(MINE);
    const matches = (row: StoredRow) => `${row.name}\n${row.code}`.toLowerCase().includes('e');
    const categoryId = rows.find((row) => row.quantity === 0)!.category_id;
    const cases = [
      ...Object.entries(FILTERS).map(([filter, passes]) => ({ query: { filter }, passes })),
      { query: { filter: 'all', category_id: categoryId }, passes: (row: StoredRow) => row.category_id === categoryId },
    ];
    for (const { query, passes } of cases) {
      const wanted = rows.filter((row) => matches(row) && passes(row));
      expect(wanted.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(wanted.length, JSON.stringify(query)).toBeLessThan(rows.length);
      const { total, ids } = await everyPage({ ...query, search: 'E', sort: 'price_low' }, 25);
      expect(total, JSON.stringify(query)).toBe(wanted.length);
      expect(ids, JSON.stringify(query)).toEqual(await expectedOrder('price_low', wanted));
    }
  });

  it('reads % and _ as text, not as patterns', async () => {
    expect(await list({ search: '%' })).toEqual({ total: 0, products: [] });
    expect(await list({ search: '_' })).toEqual({ total: 0, products: [] });
  });

  it('answers a page past the end empty, with the total', async () => {
    const count = (await stored(MINE)).length;
    expect(await list({ page: 50, per_page: 100 })).toEqual({ total: count, products: [] });
  });
});

describe(`the owner’s product table on ${kind}: plans`, () => {
  const KEY_OF: Record<SellerProductSort, keyof typeof SELLER_SORT_KEYS> = {
    newest: 'created',
    oldest: 'created',
    name: 'name',
    price_low: 'price',
    price_high: 'price',
    stock_low: 'stock',
    stock_high: 'stock',
    best_selling: 'sold',
  };

  it('reads each sort’s page off its index, in order, filtered or not', async () => {
    if (kind === 'postgres') await vacuumedWhole(t.db, 'products');
    const inspector = await planInspector(t);
    try {
      for (const sort of sellerProductSorts) {
        for (const filter of ['all', 'inactive'] as const) {
          inspector.statements.length = 0;
          const query = sellerProductsQuerySchema.parse({ sort, filter, per_page: 5 });
          await productTable({ db: inspector.db, kind }, ownerId, query);
          const page = inspector.statements.find((s) => /order by.*limit/is.test(s.sql));
          const plan = await inspector.plan(page!);
          expect(plan, `${sort}, ${filter}: ${plan}`).toContain(sellerSortIndexName(KEY_OF[sort]));
          expect(plan, `${sort}, ${filter}: ${plan}`).not.toMatch(/TEMP B-TREE|^\s*(->\s*)?(Incremental )?Sort\b/m);
        }
      }
    } finally {
      await inspector.close();
    }
  });

  it('reads the shop’s names once for a searched page, and walks the sort’s index for the page', async () => {
    if (kind === 'postgres') await vacuumedWhole(t.db, 'products');
    const inspector = await planInspector(t);
    try {
      const query = sellerProductsQuerySchema.parse({ sort: 'price_high', filter: 'active', search: 'e', per_page: 5 });
      await productTable({ db: inspector.db, kind }, ownerId, query);
      expect(inspector.statements.filter((s) => /like/i.test(s.sql))).toHaveLength(1);
      const page = inspector.statements.find((s) => /order by.*limit/is.test(s.sql));
      const plan = await inspector.plan(page!);
      expect(plan).toContain(sellerSortIndexName('price'));
      expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY|^\s*(->\s*)?(Incremental )?Sort\b/m);
    } finally {
      await inspector.close();
    }
  });
});
