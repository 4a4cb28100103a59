import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { addDemoProducts, seedDemo } from '../src/seed/index.ts';
import { productSignature } from './helpers/catalogue-signature.ts';
import { databaseTargets, type FreshDatabase, freshDatabase } from './helpers/fresh-database.ts';

describe.each(databaseTargets)('demo seed files on $name', ({ url }) => {
  let fresh: FreshDatabase;
  let db: Db;

  beforeAll(async () => {
    fresh = await freshDatabase(url);
    db = fresh.db;
    await seedDemo(db, { dataDir: fresh.dataDir });
  });
  afterAll(async () => {
    await fresh?.dispose();
  });

  it('points every image at a generated local file, with no external reference inside', async () => {
    const column = async (query: Promise<{ url: string | null }[]>) => (await query).map((r) => r.url);
    const urls = new Set<string | null>([
      ...(await column(db.selectFrom('shops').select('logo as url').execute())),
      ...(await column(db.selectFrom('shops').select('banner as url').execute())),
      ...(await column(db.selectFrom('shop_banners').select('thumbnail as url').execute())),
      ...(await column(db.selectFrom('categories').select('thumbnail as url').execute())),
      ...(await column(db.selectFrom('products').select('thumbnail as url').distinct().execute())),
      ...(await column(db.selectFrom('product_images').select('url').distinct().execute())),
      ...(await column(db.selectFrom('flash_sales').select('thumbnail as url').execute())),
      ...(await column(db.selectFrom('banners').select('thumbnail as url').execute())),
      ...(await column(db.selectFrom('blogs').select('thumbnail as url').execute())),
      ...(await column(db.selectFrom('social_links').select('logo as url').execute())),
    ]);
    const settings = await db
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('key', 'in', ['web_logo', 'web_footer_logo', 'footer_qr', 'payment_gateways'])
      .execute();
    for (const { key, value } of settings) {
      const parsed = JSON.parse(value) as string | { logo: string }[];
      if (key === 'payment_gateways') for (const gateway of parsed as { logo: string }[]) urls.add(gateway.logo);
      else urls.add(parsed as string);
    }
    expect(urls.size).toBeGreaterThan(50);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/demo\/[a-z0-9-]+\.svg$/);
      expect(existsSync(path.join(fresh.dataDir, url!))).toBe(true);
    }

    const dir = path.join(fresh.dataDir, 'uploads', 'demo');
    for (const file of readdirSync(dir)) {
      const svg = readFileSync(path.join(dir, file), 'utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), file).toBe(true);
      // The SVG namespace is an identifier, never fetched; anything else would be a real reference.
      const rest = svg.replaceAll('xmlns="http://www.w3.org/2000/svg"', '');
      expect(rest, file).not.toMatch(/http|href|<image|@import|url\((?!#)/);
    }
  });
});

describe('demo seed determinism', () => {
  const opened: FreshDatabase[] = [];
  afterAll(async () => {
    for (const fresh of opened) await fresh.dispose();
  });

  it('makes the same catalogue on every fresh database, whether seeded at once or appended', async () => {
    const [first, second] = [await freshDatabase(undefined), await freshDatabase(undefined)];
    opened.push(first, second);
    await seedDemo(first.db, { dataDir: first.dataDir, products: 300 });
    // The second grows in two steps; product #k must not depend on how it was batched.
    await seedDemo(second.db, { dataDir: second.dataDir, products: 120 });
    const appended = await addDemoProducts(second.db, { dataDir: second.dataDir, products: 300 });
    expect(appended.addedProducts).toBe(180);

    const a = await productSignature(first.db);
    const b = await productSignature(second.db);
    expect(a).toHaveLength(300);
    expect(b).toEqual(a);
  });
});
