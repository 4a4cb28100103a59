import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../src/modules/settings/queries.ts';
import { linksOf, locsOf, ORIGIN, storefrontApp } from './helpers/seo.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

/** Small, so the demo catalogue spans several product sitemaps. */
const PAGE_SIZE = 40;
let t: TestContext;
let web: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  web = await storefrontApp(t, { APP_URL: ORIGIN, SITEMAP_PAGE_SIZE: String(PAGE_SIZE) });
});
afterAll(async () => {
  await web.close();
  await t.close();
});

const xml = async (url: string) => {
  const res = await web.inject(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toMatch(/^application\/xml/);
  expect(res.headers['cache-control'], url).toBe('public, max-age=300');
  return res.body;
};

/** Every page URL the sitemaps list, by sitemap file. */
async function crawl(): Promise<Map<string, string[]>> {
  const files = new Map<string, string[]>();
  for (const loc of locsOf(await xml('/sitemap.xml'))) {
    const file = loc.replace(ORIGIN, '');
    files.set(file, locsOf(await xml(file)));
  }
  return files;
}
const idsIn = (urls: string[], pattern: RegExp) => urls.map((u) => Number(pattern.exec(u)?.[1]));
const PRODUCT_URL = /\/products\/(\d+)\/details$/;
const SHOP_URL = /\/shops\/(\d+)$/;

function visibleProducts(rootOnly = false) {
  return t.db
    .selectFrom('products as p')
    .innerJoin('shops as s', 's.id', 'p.shop_id')
    .select(['p.id', 'p.updated_at', 'p.shop_id'])
    .where('p.is_active', '=', 1)
    .where('s.is_active', '=', 1)
    .$if(rootOnly, (qb) => qb.where('s.is_root', '=', 1))
    .orderBy('p.id')
    .execute();
}

describe('robots.txt', () => {
  it('allows the shop, keeps crawlers out of account pages and the API, and names the sitemap', async () => {
    const res = await web.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const lines = res.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of ['/api/', '/dashboard', '/order-history', '/profile', '/massages', '/checkout', '/wishlist'])
      expect(lines).toContain(`Disallow: ${path}`);
    // /support is a public page; only the tickets behind it are private.
    expect(lines).not.toContain('Disallow: /support');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('sitemaps', () => {
  it('list every visible product once, in id-range pages of at most the page size', async () => {
    const products = await visibleProducts();
    expect(products.length).toBeGreaterThan(PAGE_SIZE * 2);
    const files = await crawl();
    const productFiles = [...files.keys()].filter((f) => f.startsWith('/sitemaps/products-'));
    expect(productFiles.length).toBeGreaterThan(2);
    const listed: number[] = [];
    for (const file of productFiles) {
      const page = Number(/products-(\d+)\.xml$/.exec(file)?.[1]);
      const ids = idsIn(files.get(file) ?? [], PRODUCT_URL);
      expect(ids.length, file).toBeGreaterThan(0);
      expect(ids.length, file).toBeLessThanOrEqual(PAGE_SIZE);
      for (const id of ids) {
        expect(id, file).toBeGreaterThan((page - 1) * PAGE_SIZE);
        expect(id, file).toBeLessThanOrEqual(page * PAGE_SIZE);
      }
      listed.push(...ids);
    }
    expect(listed).toEqual(products.map((p) => p.id));
  });

  it('put the last id of a page range on that page and the next id on the next, with lastmod', async () => {
    const products = new Map((await visibleProducts()).map((p) => [p.id, p.updated_at]));
    expect(products.has(PAGE_SIZE) && products.has(PAGE_SIZE + 1)).toBe(true);
    const first = await xml('/sitemaps/products-1.xml');
    const second = await xml('/sitemaps/products-2.xml');
    expect(first).toContain(
      `<url><loc>${ORIGIN}/products/${PAGE_SIZE}/details</loc><lastmod>${products.get(PAGE_SIZE)}</lastmod></url>`,
    );
    expect(first).not.toContain(`/products/${PAGE_SIZE + 1}/details<`);
    expect(second).toContain(`<loc>${ORIGIN}/products/${PAGE_SIZE + 1}/details</loc>`);
    expect(
      first.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
  });

  it('list the active shops, categories and blog posts, and the static pages', async () => {
    const files = await crawl();
    const all = (prefix: string) => [...files].filter(([f]) => f.startsWith(prefix)).flatMap(([, urls]) => urls);
    // The same shops the shop directory lists.
    const directory = (await t.app.inject('/api/shops?per_page=100')).json().data.shops as Array<{ id: number }>;
    expect(directory.length).toBeGreaterThan(1);
    expect(idsIn(all('/sitemaps/shops-'), SHOP_URL).sort((a, b) => a - b)).toEqual(
      directory.map((s) => s.id).sort((a, b) => a - b),
    );
    const categories = await t.db
      .selectFrom('categories')
      .select('slug')
      .where('is_active', '=', 1)
      .orderBy('id')
      .execute();
    expect(all('/sitemaps/categories-')).toEqual(categories.map((c) => `${ORIGIN}/categories/${c.slug}`));
    const blogs = await t.db.selectFrom('blogs').select('slug').where('is_active', '=', 1).orderBy('id').execute();
    expect(all('/sitemaps/blogs-')).toEqual(blogs.map((b) => `${ORIGIN}/blog/${b.slug}`));
    const pages = files.get('/sitemaps/pages.xml') ?? [];
    for (const path of [
      '/',
      '/products',
      '/shops',
      '/blogs',
      '/about-us',
      '/privacy-policy',
      '/page/return-and-refund-policy',
    ])
      expect(pages).toContain(`${ORIGIN}${path}`);
  });

  it('drop inactive products and products of inactive shops', async () => {
    const [product] = await visibleProducts();
    const shop = await t.db
      .selectFrom('shops')
      .select('id')
      .where('is_root', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('products')
      .set({ is_active: 0 })
      .where('id', '=', product?.id ?? 0)
      .execute();
    await t.db.updateTable('shops').set({ is_active: 0 }).where('id', '=', shop.id).execute();
    try {
      const urls = [...(await crawl()).values()].flat();
      const listed = idsIn(
        urls.filter((u) => PRODUCT_URL.test(u)),
        PRODUCT_URL,
      );
      expect(listed).not.toContain(product?.id);
      expect(listed).toEqual((await visibleProducts()).map((p) => p.id));
      expect(urls).not.toContain(`${ORIGIN}/shops/${shop.id}`);
    } finally {
      await t.db
        .updateTable('products')
        .set({ is_active: 1 })
        .where('id', '=', product?.id ?? 0)
        .execute();
      await t.db.updateTable('shops').set({ is_active: 1 }).where('id', '=', shop.id).execute();
    }
  });

  it('answer 404 for a page past the end or a name that is no sitemap', async () => {
    for (const url of [
      '/sitemaps/products-99999.xml',
      '/sitemaps/products-0.xml',
      '/sitemaps/orders-1.xml',
      '/sitemaps/x.xml',
    ])
      expect((await web.inject(url)).statusCode, url).toBe(404);
  });
});

describe('single-vendor mode', () => {
  it('lists and serves only the root shop and its products', async () => {
    await writeSetting(t.db, 'multi_vendor', false);
    try {
      const root = await t.db.selectFrom('shops').select('id').where('is_root', '=', 1).executeTakeFirstOrThrow();
      const files = await crawl();
      const urls = [...files.values()].flat();
      expect(
        idsIn(
          urls.filter((u) => SHOP_URL.test(u)),
          SHOP_URL,
        ),
      ).toEqual([root.id]);
      const listed = idsIn(
        urls.filter((u) => PRODUCT_URL.test(u)),
        PRODUCT_URL,
      );
      expect(listed).toEqual((await visibleProducts(true)).map((p) => p.id));
      expect(files.get('/sitemaps/pages.xml')).not.toContain(`${ORIGIN}/shops`);
      const other = (await visibleProducts()).find((p) => p.shop_id !== root.id);
      expect((await web.inject(`/products/${other?.id}/details`)).statusCode).toBe(404);
      expect((await web.inject(`/shops/${other?.shop_id}`)).statusCode).toBe(404);
      expect((await web.inject(`/shops/${root.id}`)).statusCode).toBe(200);
    } finally {
      await writeSetting(t.db, 'multi_vendor', true);
    }
  });
});

describe('the origin written into links', () => {
  it('is the request host in local mode when it is a plain host, and nothing when it is not', async () => {
    const local = await storefrontApp(t, { APP_ENV: 'local' });
    try {
      const good = await local.inject({ url: '/blogs', headers: { host: 'localhost:3000' } });
      expect(linksOf(good.body, 'canonical')).toEqual([['', 'http://localhost:3000/blogs']]);
      const forged = await local.inject({ url: '/blogs', headers: { host: 'evil.example"><script>x()</script>' } });
      expect(forged.statusCode).toBe(200);
      expect(linksOf(forged.body, 'canonical')).toEqual([]);
      expect(forged.body).not.toContain('evil.example');
    } finally {
      await local.close();
    }
  });

  it('is APP_URL in production, which refuses to start without it, so no Host header can pick it', async () => {
    await expect(storefrontApp(t, { APP_ENV: 'production' })).rejects.toThrow(/APP_URL: must be set in production/);
    const production = await storefrontApp(t, { APP_ENV: 'production', APP_URL: ORIGIN });
    try {
      const res = await production.inject({ url: '/blogs', headers: { host: 'attacker.example' } });
      expect(linksOf(res.body, 'canonical')).toEqual([['', `${ORIGIN}/blogs`]]);
      expect(res.body).not.toContain('attacker.example');
      const robots = await production.inject({ url: '/robots.txt', headers: { host: 'attacker.example' } });
      expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
      expect(robots.body).not.toContain('attacker.example');
    } finally {
      await production.close();
    }
  });
});
