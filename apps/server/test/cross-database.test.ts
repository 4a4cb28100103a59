import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { seedDemo } from '../src/seed/index.ts';
import { productSignature } from './helpers/catalogue-signature.ts';
import { type FreshDatabase, freshDatabase } from './helpers/fresh-database.ts';

// Runs only in the PostgreSQL pass (vitest.config.ts leaves it out otherwise): it compares the
// two databases side by side.
const pgUrl = process.env.TEST_DATABASE_URL!;

let sqlite: FreshDatabase;
let postgres: FreshDatabase;
beforeAll(async () => {
  [sqlite, postgres] = [await freshDatabase(undefined), await freshDatabase(pgUrl)];
  await seedDemo(sqlite.db, { dataDir: sqlite.dataDir, products: 300 });
  await seedDemo(postgres.db, { dataDir: postgres.dataDir, products: 300 });
});
afterAll(async () => {
  await sqlite?.dispose();
  await postgres?.dispose();
});

/** A server on `fresh`, its searches answered by the search index (built before it returns) or by the database. */
async function appFor(fresh: FreshDatabase, searchIndex: boolean) {
  const config = loadConfig(
    { DATA_DIR: fresh.dataDir, LOG_LEVEL: 'silent', SEARCH_INDEX: String(searchIndex) },
    `${fresh.dataDir}/no-web`,
  );
  const app = await buildApp({ db: fresh.db, kind: fresh.kind, config });
  await app.ready();
  await app.searchIndex.built();
  return app;
}

describe('SQLite and PostgreSQL side by side', () => {
  it('seed the same catalogue', async () => {
    expect(await productSignature(postgres.db)).toEqual(await productSignature(sqlite.db));
  });

  it.each([
    ['the search index', true],
    ['the databases themselves', false],
  ])('answer the same searches with the same products and facets, through %s', async (_, searchIndex) => {
    const [a, b] = [await appFor(sqlite, searchIndex), await appFor(postgres, searchIndex)];
    try {
      for (const query of [
        'search=shoe',
        'search=run%20sho',
        'search=t-shirt',
        'search=SK-000042',
        'search=lamp&sort_type=low_to_high',
        'search=wireless&min_price=10&max_price=200',
        'category_id=1&sort_type=top_selling',
        'sort_type=newest&page=3',
      ]) {
        const [left, right] = await Promise.all([
          a.inject(`/api/products?${query}&per_page=100`),
          b.inject(`/api/products?${query}&per_page=100`),
        ]);
        const [l, r] = [left.json().data, right.json().data];
        expect(r.total, query).toBe(l.total);
        expect(r.products.map((p: { id: number }) => p.id).sort(), query).toEqual(
          l.products.map((p: { id: number }) => p.id).sort(),
        );
        expect(r.filters, query).toEqual(l.filters);
      }
    } finally {
      await a.close();
      await b.close();
    }
  });
});
