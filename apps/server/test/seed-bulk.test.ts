import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Db, type DbKind, migrateToLatest, openDatabase } from '../src/db/database.ts';
import { addDemoProducts, seedDemo } from '../src/seed/index.ts';
import { matchesSearch } from '../src/modules/catalog/search-queries.ts';
import { searchWords } from '../src/modules/catalog/search.ts';
import { databaseTargets, type FreshDatabase, freshDatabase } from './helpers/fresh-database.ts';

// Several batches of 1,000 products each time, so that PostgreSQL's load runs on all its lanes.
const SEEDED = 2500;
const GROWN = 5000;
const RESUMED = 8000;

/**
 * Every product row and the rows that hang off it, with product ids replaced by codes, and the
 * facet counts; the products' texts and colour names in the other languages, by product code
 * (and the colour's position).
 */
async function catalogue(db: Db) {
  const { rows: products } = await sql<Record<string, unknown>>`select * from products order by code`.execute(db);
  const codes = new Map(products.map((product) => [product.id, product.code]));
  const { rows: options } = await sql<Record<string, unknown>>`
    select id, product_id, position from product_colors`.execute(db);
  const colors = new Map(options.map((color) => [color.id, `${codes.get(color.product_id)}/${color.position}`]));
  const owned = async (table: string) => {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by id`.execute(db);
    // Stable: a product's reviews stay in the order they were written.
    return rows
      .map(({ id: _id, product_id, ...row }) => ({ product: String(codes.get(product_id)), ...row }))
      .sort((a, b) => a.product.localeCompare(b.product));
  };
  return {
    products: products.map(({ id: _id, ...product }) => product),
    images: await owned('product_images'),
    sizes: await owned('product_sizes'),
    colors: await owned('product_colors'),
    reviews: await owned('reviews'),
    translations: (
      await sql<{ entity: string; entity_id: number; locale: string; field: string }>`
        select entity, entity_id, locale, field, value, search_text from translations
        where entity in ('product', 'product_color')`.execute(db)
    ).rows
      .map(({ entity, entity_id, ...row }) => ({
        of: String(entity === 'product' ? codes.get(entity_id) : colors.get(entity_id)),
        entity,
        ...row,
      }))
      .sort((a, b) =>
        `${a.of} ${a.entity} ${a.locale} ${a.field}`.localeCompare(`${b.of} ${b.entity} ${b.locale} ${b.field}`),
      ),
    // The listing facets: counted by triggers row by row, or afresh after a bulk load.
    facets: (
      await sql<Record<string, unknown>>`
        select shop_id, category_id, sub_category_id, kind, value, sum(products) as products from listing_facets
        group by shop_id, category_id, sub_category_id, kind, value having sum(products) <> 0
        order by shop_id, category_id, sub_category_id, kind, value`.execute(db)
    ).rows.map((row) => ({ ...row, products: Number(row.products) })),
  };
}

/** The indexes, triggers and constraints of the database (its schema on PostgreSQL). */
async function schema(db: Db, kind: DbKind) {
  const query =
    kind === 'postgres'
      ? sql<Record<string, string>>`
          select 'index' as kind, indexname as name, indexdef as definition
          from pg_indexes where schemaname = current_schema()
          union all
          select 'constraint', conname, pg_get_constraintdef(oid) || case when convalidated then '' else ' not valid' end
          from pg_constraint where connamespace = current_schema()::regnamespace
          union all
          select 'trigger', t.tgname, pg_get_triggerdef(t.oid)
          from pg_trigger t join pg_class c on c.oid = t.tgrelid
          where c.relnamespace = current_schema()::regnamespace and not t.tgisinternal
          order by 1, 2`
      : sql<Record<string, string>>`select type, name, tbl_name, sql from sqlite_master order by type, name`;
  return (await query.execute(db)).rows;
}

async function productCount(db: Db): Promise<number> {
  const { n } = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

async function found(db: Db, kind: DbKind, search: string): Promise<string[]> {
  const rows = await db
    .selectFrom('products as p')
    .select('p.code')
    .where(matchesSearch(kind, searchWords(search)))
    .orderBy('p.code')
    .execute();
  return rows.map((row) => row.code);
}

/** Product dates follow the clock: databases compared are seeded at the same moment. */
const stopTheClock = () => vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-03-01T12:00:00Z') });

describe.each(databaseTargets)('bulk product load on $name', ({ url }) => {
  let regular: FreshDatabase;
  let bulk: FreshDatabase;
  let migrated: Awaited<ReturnType<typeof schema>>;

  beforeAll(async () => {
    stopTheClock();
    regular = await freshDatabase(url);
    bulk = await freshDatabase(url);
    migrated = await schema(bulk.db, bulk.kind);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await regular?.dispose();
    await bulk?.dispose();
  });

  it('seeds the same catalogue in bulk as batch by batch, and puts every index and trigger back', async () => {
    await seedDemo(regular.db, { dataDir: regular.dataDir, products: SEEDED });
    await seedDemo(bulk.db, { dataDir: bulk.dataDir, products: SEEDED, bulkLoadFrom: 1 });
    expect(await catalogue(bulk.db)).toEqual(await catalogue(regular.db));
    expect(await schema(bulk.db, bulk.kind)).toEqual(migrated);
  });

  it('grows a seeded catalogue in bulk to the same rows', async () => {
    await addDemoProducts(regular.db, { dataDir: regular.dataDir, products: GROWN });
    const summary = await addDemoProducts(bulk.db, { dataDir: bulk.dataDir, products: GROWN, bulkLoadFrom: 1 });
    expect(summary.addedProducts).toBe(GROWN - SEEDED);
    expect(summary.counts.products).toBe(GROWN);
    expect(await catalogue(bulk.db)).toEqual(await catalogue(regular.db));
    expect(await schema(bulk.db, bulk.kind)).toEqual(migrated);
  });

  it('finds bulk-loaded products by full-text search', async () => {
    const last = await bulk.db
      .selectFrom('products')
      .select(['code', 'name'])
      .where('code', '=', 'SK-005000')
      .executeTakeFirstOrThrow();
    expect(await found(bulk.db, bulk.kind, last.code)).toEqual([last.code]);
    const byName = await found(bulk.db, bulk.kind, last.name);
    expect(byName).toContain(last.code);
    expect(byName).toEqual(await found(regular.db, regular.kind, last.name));
  });

  it('puts every index and trigger back when a load fails half-way, and the next load goes on', async () => {
    let batches = 0;
    const failing = addDemoProducts(bulk.db, {
      dataDir: bulk.dataDir,
      products: RESUMED,
      bulkLoadFrom: 1,
      onProgress: () => {
        batches += 1;
        if (batches === 1) throw new Error('disk full');
      },
    });
    await expect(failing).rejects.toThrow('disk full');
    expect(await schema(bulk.db, bulk.kind)).toEqual(migrated);
    // SQLite's load is one transaction; PostgreSQL's commits batch by batch on several sessions.
    const count = await productCount(bulk.db);
    if (bulk.kind === 'sqlite') expect(count).toBe(GROWN);
    expect(count).toBeGreaterThanOrEqual(GROWN);
    expect(count).toBeLessThan(RESUMED);
    expect(await found(bulk.db, bulk.kind, 'SK-005000')).toEqual(['SK-005000']);

    await addDemoProducts(regular.db, { dataDir: regular.dataDir, products: RESUMED });
    await addDemoProducts(bulk.db, { dataDir: bulk.dataDir, products: RESUMED, bulkLoadFrom: 1 });
    expect(await catalogue(bulk.db)).toEqual(await catalogue(regular.db));
    expect(await schema(bulk.db, bulk.kind)).toEqual(migrated);
    expect(await found(bulk.db, bulk.kind, 'SK-008000')).toEqual(['SK-008000']);
    // A failed load and two of 3,000 products: on PostgreSQL about 17 s alone, and over the
    // default minute beside the SQLite suite on two cores.
  }, 150_000);

  it('fails a load whose rows break a unique rule, and puts every index and trigger back', async () => {
    // Texts already there for the products the load is about to write. Their ids come after
    // the last product's, past those the failed load above reserved.
    const { last } = await bulk.db
      .selectFrom('products')
      .select((eb) => eb.fn.max('id').as('last'))
      .executeTakeFirstOrThrow();
    await bulk.db
      .insertInto('translations')
      .values(
        Array.from({ length: 6000 }, (_, i) => ({
          entity: 'product' as const,
          entity_id: Number(last) + 1 + i,
          locale: 'fr',
          field: 'description' as const,
          value: 'Déjà là',
        })),
      )
      .execute();
    const failing = addDemoProducts(bulk.db, { dataDir: bulk.dataDir, products: RESUMED + 1000, bulkLoadFrom: 1 });
    await expect(failing).rejects.toThrow(/unique|duplicate key/i);
    expect(await schema(bulk.db, bulk.kind)).toEqual(migrated);
    // SQLite checks the rule when it builds the index again, at the end of its one transaction.
    if (bulk.kind === 'sqlite') expect(await productCount(bulk.db)).toBe(RESUMED);
  });
});

describe('bulk product load on SQLite opened by the seed alone', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    vi.useRealTimers();
    for (const cleanup of cleanups) await cleanup();
  });

  it('writes through a rollback journal, then goes back to WAL, with the same rows', async () => {
    stopTheClock();
    const regular = await freshDatabase(undefined);
    cleanups.push(() => regular.dispose());
    // As the command line opens it: no reader threads, so nothing else holds the file open.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'souk-test-'));
    const { db } = openDatabase({ dataDir });
    cleanups.push(async () => {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    });
    await migrateToLatest(db);
    const migrated = await schema(db, 'sqlite');

    const journals: boolean[] = [];
    await seedDemo(regular.db, { dataDir: regular.dataDir, products: SEEDED });
    await seedDemo(db, {
      dataDir,
      products: SEEDED,
      bulkLoadFrom: 1,
      onProgress: () => journals.push(existsSync(path.join(dataDir, 'souk.db-journal'))),
    });
    expect(journals.length).toBeGreaterThan(1);
    expect(journals.every(Boolean)).toBe(true);
    expect((await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db)).rows).toEqual([
      { journal_mode: 'wal' },
    ]);
    // The index builds' helper threads are the load's alone.
    expect((await sql<{ threads: number }>`pragma threads`.execute(db)).rows).toEqual([{ threads: 0 }]);
    expect(await catalogue(db)).toEqual(await catalogue(regular.db));
    expect(await schema(db, 'sqlite')).toEqual(migrated);
    expect(await found(db, 'sqlite', 'SK-002500')).toEqual(['SK-002500']);
  });
});
