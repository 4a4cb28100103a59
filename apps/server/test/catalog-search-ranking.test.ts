import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext, testDatabaseUrl } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every page of a list, one after another, as product ids. */
async function pagedIds(query: string, perPage: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page < 100; page += 1) {
    const res = await t.app.inject(`/api/products?${query}&per_page=${perPage}&page=${page}`);
    expect(res.statusCode, res.body).toBe(200);
    const products = res.json().data.products as { id: number }[];
    ids.push(...products.map((p) => p.id));
    if (products.length < perPage) return ids;
  }
  throw new Error('too many pages');
}

/** The whole ranking, worked out here: listed products matching the word, best bm25 first, ties by id. */
async function fullRanking(word: string, extra = sql`1 = 1`): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    SELECT p.id FROM products_fts f JOIN products p ON p.id = f.rowid JOIN shops s ON s.id = p.shop_id
    WHERE products_fts MATCH ${`"${word}"*`} AND p.is_active = 1 AND s.is_active = 1 AND ${extra}
    ORDER BY bm25(products_fts, 10.0, 10.0, 3.0), p.id`.execute(t.db);
  return rows.map((r) => r.id);
}

describe.skipIf(testDatabaseUrl)('search in relevance order on SQLite', () => {
  it('pages through exactly the whole ranking, read from the best matches first', async () => {
    for (const word of ['classic', 'shirt', 'wireless']) {
      const expected = await fullRanking(word);
      expect(expected.length, word).toBeGreaterThan(5);
      expect(await pagedIds(`search=${word}`, 4), word).toEqual(expected);
    }
  });

  it('falls back to the whole ranking when filters leave too few of the best matches', async () => {
    const { category_id } = await t.db
      .selectFrom('products')
      .select('category_id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const expected = await fullRanking('classic', sql`p.category_id = ${category_id}`);
    expect(await pagedIds(`search=classic&category_id=${category_id}`, 3)).toEqual(expected);
  });

  it('leaves out an inactive product wherever it ranked', async () => {
    const [best] = await fullRanking('classic');
    await t.db.updateTable('products').set({ is_active: 0 }).where('id', '=', Number(best)).execute();
    try {
      const ids = await pagedIds('search=classic', 4);
      expect(ids).not.toContain(best);
      expect(ids).toEqual(await fullRanking('classic'));
    } finally {
      await t.db.updateTable('products').set({ is_active: 1 }).where('id', '=', Number(best)).execute();
    }
  });
});
