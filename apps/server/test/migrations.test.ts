import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/database.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { up as renameThemeColorKeys } from '../src/db/migrations/017-theme-color-keys.ts';
import { inSchemaTurn } from './helpers/fresh-database.ts';
import { createTestApp, type TestContext, testDatabaseUrl } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('migrations', () => {
  it('lays down every table from an empty database', async () => {
    const tables = (await inSchemaTurn(testDatabaseUrl, () => t.db.introspection.getTables())).map(
      (table) => table.name,
    );
    for (const name of [
      'settings',
      'shops',
      'users',
      'categories',
      'products',
      'product_sizes',
      'product_colors',
      'product_images',
      'brands',
      'units',
      'reviews',
      'flash_sales',
      'flash_sale_products',
      'banners',
      'blogs',
      'blog_categories',
      'pages',
      'menus',
      'footer_groups',
      'footer_items',
      'languages',
      'currencies',
      'coupons',
      'access_tokens',
    ]) {
      expect(tables, name).toContain(name);
    }
  });

  it('runs again as a no-op and records each migration once', async () => {
    expect(await inSchemaTurn(testDatabaseUrl, () => migrateToLatest(t.db, t.pgSchema))).toEqual([]);
    const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(t.db);
    expect(rows.rows.map((r) => r.name)).toEqual(Object.keys(migrations));
  });

  it('stores money as integers of minor units', async () => {
    const columns = (await t.db.introspection.getTables()).find((table) => table.name === 'products')?.columns ?? [];
    const price = columns.find((c) => c.name === 'price');
    expect(price?.dataType.toLowerCase()).toMatch(/int/);
  });

  it('renames a stored palette’s bare shade keys to the original server’s, keeping the rest', async () => {
    const stored = { primary: '#0e7c6b', '50': '#effcf8', '950': '#042723', primary100: '#c9f5e9', accent: '#ff0000' };
    await t.db.deleteFrom('settings').where('key', '=', 'theme_colors').execute();
    await t.db
      .insertInto('settings')
      .values({ key: 'theme_colors', value: JSON.stringify(stored) })
      .execute();
    await renameThemeColorKeys(t.db as never);
    const row = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'theme_colors')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.value)).toEqual({
      primary: '#0e7c6b',
      primary50: '#effcf8',
      primary950: '#042723',
      primary100: '#c9f5e9',
      accent: '#ff0000',
    });
    await t.db.deleteFrom('settings').where('key', '=', 'theme_colors').execute();
  });
});
