import { createHash } from 'node:crypto';
import { effectiveUnitPrice, themeColorKeys } from '@souk/contract';
import { writeSetting } from '../src/modules/settings/queries.ts';
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, jsonLdOf, linksOf, metaOf, ORIGIN, storefrontSuite, titleOf } from './helpers/seo.ts';

const { suite, page } = storefrontSuite({ APP_URL: `${ORIGIN}/` });
const productDetails = async (id: number) =>
  (await suite.t.app.inject(`/api/product-details?product_id=${id}`)).json().data.product;

describe('product pages', () => {
  it('carry title, description, canonical, Open Graph and Twitter tags', async () => {
    const row = await suite.t.db
      .selectFrom('products')
      .select('id')
      .where('is_active', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const product = await productDetails(row.id);
    const { status, html } = await page(`/products/${row.id}/details`);
    expect(status).toBe(200);
    const name = product.meta_title || product.name;
    expect(titleOf(html)).toBe(`${name} - Souk`);
    const description = metaOf(html, 'description') ?? '';
    expect(description.length).toBeGreaterThan(10);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).not.toMatch(/<|>/);
    const url = `${ORIGIN}/products/${row.id}/details`;
    expect(linksOf(html, 'canonical')).toEqual([['', url]]);
    expect(metaOf(html, 'og:title')).toBe(name);
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'og:url')).toBe(url);
    expect(metaOf(html, 'og:site_name')).toBe('Souk');
    expect(metaOf(html, 'og:image')).toBe(`${ORIGIN}${product.thumbnail}`);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'twitter:description')).toBe(description);
    // The storefront's own bundle and root stay in place.
    expect(html).toContain('<script type="module" crossorigin src="/build/index-abc123.js"></script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('describe the product in JSON-LD with the price a buyer pays, its stock and its rating', async () => {
    const row = await suite.t.db
      .selectFrom('products')
      .select('id')
      .where('is_active', '=', 1)
      .where('review_count', '>', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const product = await productDetails(row.id);
    const [ld] = jsonLdOf((await page(`/products/${row.id}/details`)).html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.code,
      offers: {
        '@type': 'Offer',
        price: effectiveUnitPrice(product).toFixed(2),
        priceCurrency: 'USD',
        availability: product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        seller: { '@type': 'Organization', name: product.shop.name, url: `${ORIGIN}/shops/${product.shop.id}` },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating },
    });
    const counted = await suite.t.db
      .selectFrom('products')
      .select('review_count')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect((ld?.aggregateRating as { reviewCount: number }).reviewCount).toBe(counted.review_count);
  });

  it('leave AggregateRating out without reviews and say OutOfStock at zero stock', async () => {
    const row = await suite.t.db
      .selectFrom('products')
      .select('id')
      .where('is_active', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await suite.t.db
      .updateTable('products')
      .set({ review_count: 0, rating: 0, quantity: 0 })
      .where('id', '=', row.id)
      .execute();
    const [ld] = jsonLdOf((await page(`/products/${row.id}/details`)).html);
    expect(ld).not.toHaveProperty('aggregateRating');
    expect((ld?.offers as { availability: string }).availability).toBe('https://schema.org/OutOfStock');
  });

  it('escape a hostile name and description everywhere they appear', async () => {
    const row = await suite.t.db
      .selectFrom('products')
      .select('id')
      .where('is_active', '=', 1)
      .orderBy('id')
      .limit(1)
      .offset(1)
      .executeTakeFirstOrThrow();
    const name = `</script><script>alert(1)</script> "Big" & <b>'bold'</b>`;
    await suite.t.db
      .updateTable('products')
      .set({
        name,
        meta_title: null,
        meta_description: null,
        short_description: '<p>Soft <i>cotton</i> &amp; "wool"</p><script>x()</script>',
      })
      .where('id', '=', row.id)
      .execute();
    const { html, headers } = await page(`/products/${row.id}/details`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>');
    expect(titleOf(html)).toBe(`${name} - Souk`);
    expect(metaOf(html, 'og:title')).toBe(name);
    expect(metaOf(html, 'description')).toBe('Soft cotton & "wool"');
    // The JSON-LD block holds no `<` at all, and still reads back as the exact name.
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect(block).toContain('\\u003c/script\\u003e');
    expect(jsonLdOf(html)[0]?.name).toBe(name);
    // JSON-LD is data, not script: the CSP allows no inline script but the boot script (by its
    // hash), and needs nothing for it.
    const boot = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${boot}'`);
  });
});

describe('pages that do not exist', () => {
  it('still get the storefront, with status 404 and noindex', async () => {
    const inactive = await suite.t.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    await suite.t.db.updateTable('products').set({ is_active: 0 }).where('id', '=', inactive.id).execute();
    try {
      for (const url of [
        '/products/999999/details',
        '/products/abc/details',
        `/products/${inactive.id}/details`,
        '/shops/999999',
        '/categories/no-such-category',
        '/blog/no-such-post',
        // Paths the storefront has no page for at all.
        '/no-such-page',
        '/shops/1/extra',
        '/order-history/1/invoice/more',
      ]) {
        const { status, html } = await page(url);
        expect(status, url).toBe(404);
        expect(metaOf(html, 'robots'), url).toBe('noindex');
        expect(html, url).toContain('<div id="root"></div>');
        expect(linksOf(html, 'canonical'), url).toEqual([]);
      }
    } finally {
      await suite.t.db.updateTable('products').set({ is_active: 1 }).where('id', '=', inactive.id).execute();
    }
  });
});

describe('pages the storefront has but the server leaves to it', () => {
  it('answer 200 whatever their parameters', async () => {
    for (const url of [
      '/checkout',
      '/manage-address/12/edit',
      '/support-ticket/T-1',
      '/order-history/3/invoice',
      '/massages',
    ]) {
      expect((await page(url)).status, url).toBe(200);
    }
  });
});

describe("the shop's colours", () => {
  const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? '';
  const palette = Object.fromEntries(themeColorKeys.map((key, i) => [key, `#1020${(i + 16).toString(16)}`]));

  it("are on the page's <html> as the storefront sets them, so hydrating restyles nothing", async () => {
    await writeSetting(suite.t.db, 'theme_colors', palette);
    const tag = htmlTag((await page('/')).html);
    expect(tag).toContain(' style="--color-primary:#102010;--color-primary-50:#102011;');
    expect(tag).toContain('--color-primary-950:#10201b"');
  });

  it('are left to the storefront when one is missing or is not a plain colour', async () => {
    await writeSetting(suite.t.db, 'theme_colors', { ...palette, primary500: '' });
    expect(htmlTag((await page('/')).html)).not.toContain('style=');
    await writeSetting(suite.t.db, 'theme_colors', { ...palette, primary500: 'red;background:url(/x)' });
    expect(htmlTag((await page('/')).html)).not.toContain('style=');
    await writeSetting(suite.t.db, 'theme_colors', { ...palette, primary500: 'rgb(20 30 40 / 50%)' });
    expect(htmlTag((await page('/')).html)).toContain('--color-primary-500:rgb(20 30 40 / 50%);');
  });
});
