import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { linksOf, ORIGIN, storefrontSuite } from './helpers/seo.ts';

const { suite, page } = storefrontSuite({ APP_URL: `${ORIGIN}/` });

/** The answers a page carries for the storefront's first calls, with their language; undefined without the block. */
function firstScreenOf(html: string): { locale: string; answers: Record<string, unknown> } | undefined {
  const block = /<script type="application\/json" id="first-screen">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return block === undefined ? undefined : JSON.parse(block);
}
/** The URLs a page answers, sorted: they are written in the order their answers come. */
const answeredOf = (html: string) => Object.keys(firstScreenOf(html)?.answers ?? {}).sort();
const imagePreloadsOf = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
/** The API's own answer to `url`, as a guest asking in `language`. */
const apiData = async (url: string, language = 'en') =>
  (await suite.t.app.inject({ url, headers: { 'accept-language': language } })).json().data;

// A build manifest shaped like Vite's: the home screen imports a chunk of its own and one the
// page's entry already loads.
beforeAll(() => {
  const dir = path.join(suite.t.dataDir, 'web', '.vite');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'build/index-abc123.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'build/react-1.js' },
      '_grid.js': { file: 'build/grid-2.js', imports: ['_react.js'] },
      'src/app/routes/home.tsx': { file: 'build/home-3.js', imports: ['index.html', '_grid.js', '_react.js'] },
    }),
  );
});

describe('the first screen a page carries', () => {
  it('answers the home page’s calls as the API does and preloads the first banner', async () => {
    const { html } = await page('/');
    const screen = firstScreenOf(html);
    const home = await apiData('/api/home?page=1&per_page=12');
    expect(screen?.locale).toBe('en');
    expect(screen?.answers).toEqual({
      '/api/master': await apiData('/api/master'),
      '/api/lang/en': {},
      '/api/home?page=1&per_page=12': home,
    });
    expect(imagePreloadsOf(html)).toEqual([
      `<link rel="preload" as="image" href="${home.banners[0].thumbnail}" fetchpriority="high" />`,
    ]);
  });

  it('answers a product page’s details and preloads its first picture', async () => {
    const { id } = await suite.t.db
      .selectFrom('products')
      .select('id')
      .where('is_active', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const url = `/api/product-details?product_id=${id}`;
    const details = await apiData(url);
    const { html } = await page(`/products/${id}/details`);
    expect(firstScreenOf(html)?.answers[url]).toEqual(details);
    expect(imagePreloadsOf(html)).toEqual([
      `<link rel="preload" as="image" href="${details.product.thumbnails[0].url}" fetchpriority="high" />`,
    ]);
  });

  it('answers a category’s product list through the category list and preloads the first card', async () => {
    const { categories } = await apiData('/api/categories?per_page=100');
    const category = categories[0];
    const products = await apiData(`/api/products?category_id=${category.id}&per_page=10`);
    const { html } = await page(`/categories/${category.slug}`);
    expect(answeredOf(html)).toEqual([
      '/api/categories?per_page=100',
      '/api/lang/en',
      '/api/master',
      `/api/products?category_id=${category.id}&per_page=10`,
    ]);
    expect(firstScreenOf(html)?.answers[`/api/products?category_id=${category.id}&per_page=10`]).toEqual(products);
    expect(imagePreloadsOf(html)).toEqual([
      `<link rel="preload" as="image" href="${products.products[0].thumbnail}" fetchpriority="high" />`,
    ]);
  });

  it('leaves a filtered list to the storefront: its query is not the one answered', async () => {
    const { categories } = await apiData('/api/categories?per_page=100');
    const { html } = await page(`/categories/${categories[0].slug}?sort=newest`);
    expect(answeredOf(html)).toEqual(['/api/lang/en', '/api/master']);
    expect(imagePreloadsOf(html)).toEqual([]);
  });

  it('writes the answers in the language ?lang= names', async () => {
    const { html } = await page('/?lang=ar');
    const screen = firstScreenOf(html);
    expect(screen?.locale).toBe('ar');
    // The Arabic messages are written, less the few that read as their key (a brand, "SKU").
    const arabic: Record<string, string> = await apiData('/api/lang/ar', 'ar');
    const written = screen?.answers['/api/lang/ar'] as Record<string, string>;
    expect(written['Log Out!']).toBe(arabic['Log Out!']);
    expect(arabic).toMatchObject(written);
    for (const key of Object.keys(arabic).filter((each) => !(each in written))) expect(arabic[key]).toBe(key);
    expect(screen?.answers['/api/home?page=1&per_page=12']).toEqual(
      await apiData('/api/home?page=1&per_page=12', 'ar'),
    );
  });

  it('writes only the messages that read otherwise than their keys: the storefront shows a missing one’s key', async () => {
    const language = suite.t.db.updateTable('languages').where('name', '=', 'en');
    const messages = await apiData('/api/lang/en');
    await language.set({ messages: JSON.stringify({ ...messages, Cancel: 'Dismiss' }) }).execute();
    try {
      const { html } = await page('/blogs');
      expect(firstScreenOf(html)?.answers['/api/lang/en']).toEqual({ Cancel: 'Dismiss' });
    } finally {
      await language.set({ messages: JSON.stringify(messages) }).execute();
    }
  });

  it('is written for no page the server leaves to the storefront, nor for a missing product', async () => {
    for (const url of ['/checkout', '/products/99999999/details']) {
      const { html } = await page(url);
      expect(firstScreenOf(html), url).toBeUndefined();
      expect(imagePreloadsOf(html), url).toEqual([]);
    }
  });
});

describe('screen chunks', () => {
  it('are preloaded for the screen a page opens on, less what the page’s entry loads', async () => {
    const { html } = await page('/');
    expect(linksOf(html, 'modulepreload')).toEqual([
      ['', '/build/home-3.js'],
      ['', '/build/grid-2.js'],
    ]);
  });

  it('are not named for a page without a screen in the manifest', async () => {
    expect(linksOf((await page('/checkout')).html, 'modulepreload')).toEqual([]);
    expect(linksOf((await page('/shops')).html, 'modulepreload')).toEqual([]);
  });
});
