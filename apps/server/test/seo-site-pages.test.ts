import { describe, expect, it } from 'vitest';
import { readSettings, writeSetting } from '../src/modules/settings/queries.ts';
import { INDEX_HTML, jsonLdOf, linksOf, metaOf, ORIGIN, storefrontSuite, titleOf } from './helpers/seo.ts';

const { suite, page } = storefrontSuite({ APP_URL: `${ORIGIN}/` });

describe('shop, category and blog pages', () => {
  it('name the shop', async () => {
    const shop = await suite.t.db
      .selectFrom('shops')
      .select(['id', 'name', 'logo'])
      .where('is_root', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { status, html } = await page(`/shops/${shop.id}`);
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`${shop.name} - Souk`);
    expect(metaOf(html, 'og:type')).toBe('website');
    expect(metaOf(html, 'og:image')).toBe(`${ORIGIN}${shop.logo}`);
    expect(linksOf(html, 'canonical')).toEqual([['', `${ORIGIN}/shops/${shop.id}`]]);
  });

  it('name the category found by slug or id, with the app description', async () => {
    const category = await suite.t.db
      .selectFrom('categories')
      .select(['id', 'name', 'slug'])
      .where('is_active', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const key of [category.slug, String(category.id)]) {
      const { status, html } = await page(`/categories/${key}`);
      expect(status, key).toBe(200);
      expect(titleOf(html)).toBe(`${category.name} - Souk`);
      expect(metaOf(html, 'description')).toBe(suite.appDescription);
      // The slug is the page's one canonical name.
      expect(linksOf(html, 'canonical')).toEqual([['', `${ORIGIN}/categories/${category.slug}`]]);
    }
  });

  it('describe a blog post as a BlogPosting', async () => {
    const blog = await suite.t.db
      .selectFrom('blogs')
      .selectAll()
      .where('is_active', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { status, html } = await page(`/blog/${blog.id}`);
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`${blog.title} - Souk`);
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(linksOf(html, 'canonical')).toEqual([['', `${ORIGIN}/blog/${blog.slug}`]]);
    expect(jsonLdOf(html)).toEqual([
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: blog.title,
        datePublished: blog.created_at,
        image: [`${ORIGIN}${blog.thumbnail}`],
        url: `${ORIGIN}/blog/${blog.slug}`,
        author: expect.objectContaining({ name: 'Souk' }),
        publisher: expect.objectContaining({ name: 'Souk' }),
      }),
    ]);
  });
});

describe('home, listings and languages', () => {
  it('give home and listing pages the app name and description', async () => {
    const logo = (await readSettings(suite.t.db)).web_logo;
    for (const url of ['/', '/products', '/shops', '/categories', '/blogs']) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(titleOf(html), url).toBe('Souk');
      expect(metaOf(html, 'description'), url).toBe(suite.appDescription);
      expect(metaOf(html, 'og:url'), url).toBe(`${ORIGIN}${url}`);
      expect(metaOf(html, 'og:image'), url).toBe(`${ORIGIN}${logo}`);
    }
  });

  it('link every active language with ?lang= and serve the named one', async () => {
    const languages = await suite.t.db
      .selectFrom('languages')
      .select(['name', 'direction'])
      .where('is_active', '=', 1)
      .orderBy('position')
      .orderBy('id')
      .execute();
    expect(languages.length).toBeGreaterThan(1);
    const { html } = await page('/blogs');
    expect(linksOf(html, 'alternate')).toEqual([
      ...languages.map((l) => [l.name, `${ORIGIN}/blogs?lang=${l.name}`]),
      ['x-default', `${ORIGIN}/blogs`],
    ]);
    const rtl = languages.find((l) => l.direction === 'rtl');
    if (!rtl) throw new Error('the demo shop has a right-to-left language');
    const served = (await page(`/blogs?lang=${rtl.name}`)).html;
    expect(served).toContain(`<html lang="${rtl.name}" dir="rtl"`);
    expect(linksOf(served, 'canonical')).toEqual([['', `${ORIGIN}/blogs?lang=${rtl.name}`]]);
    // An unknown language is ignored, not echoed.
    const unknown = (await page('/blogs?lang=%22x')).html;
    expect(linksOf(unknown, 'canonical')).toEqual([['', `${ORIGIN}/blogs`]]);
  });

  it('fall back to the description in index.html when the settings have none', async () => {
    await writeSetting(suite.t.db, 'web_footer_description', null);
    try {
      expect(metaOf((await page('/')).html, 'description')).toBe('Shop from independent shops in one place.');
    } finally {
      await writeSetting(suite.t.db, 'web_footer_description', suite.appDescription);
    }
  });

  it('leave every other page path as the plain index.html', async () => {
    for (const url of ['/dashboard', '/checkout', '/support-ticket/T-1']) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(html, url).toBe(INDEX_HTML);
    }
  });
});
