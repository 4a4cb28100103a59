import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storefrontSuite } from './helpers/seo.ts';

const { suite, page } = storefrontSuite({});

interface RenderCall {
  url: string;
  locale: string;
  direction: string;
  answered: string[];
}
const calls = () => (globalThis as unknown as { renderCalls: RenderCall[] }).renderCalls;

// A stand-in for the storefront's server bundle: it records what it is asked to draw and draws
// the home page's first popular product, with `$` sequences a careless string replace would eat.
// A product page makes it fail.
beforeAll(() => {
  const dir = path.join(suite.t.dataDir, 'web', '.ssr');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'entry-server.js'),
    `export async function renderFirstScreen({ url, locale, direction, answers }) {
      globalThis.renderCalls.push({ url, locale, direction, answered: Object.keys(answers).sort() });
      if (url.includes('/details')) throw new Error('the product screen broke');
      const home = answers['/api/home?page=1&per_page=12'];
      return '<main>' + (home ? home.popular_products[0].name : url) + ' costs $& $1</main>';
    }`,
  );
});
beforeEach(() => {
  (globalThis as unknown as { renderCalls: RenderCall[] }).renderCalls = [];
});

/** What the page's root holds: its attributes and its markup. */
const rootOf = (html: string) => /<div id="root"([^>]*)>([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.slice(1) ?? [];

describe('the first screen drawn on the server', () => {
  it('fills the home page’s root with the storefront’s markup, drawn from the page’s answers', async () => {
    const home = (await suite.t.app.inject({ url: '/api/home?page=1&per_page=12' })).json().data;
    const { status, html } = await page('/');
    expect(status).toBe(200);
    const [attributes, markup] = rootOf(html);
    expect(attributes).toBe(' data-locale="en" data-direction="ltr"');
    expect(markup).toBe(`<main>${home.popular_products[0].name} costs $& $1</main>`);
    expect(calls()).toEqual([
      {
        url: '/',
        locale: 'en',
        direction: 'ltr',
        answered: ['/api/home?page=1&per_page=12', '/api/lang/en', '/api/master'],
      },
    ]);
  });

  it('draws the same answers once: the second visit gets the kept markup', async () => {
    const [, markup] = rootOf((await page('/?lang=fr')).html);
    const [, again] = rootOf((await page('/?lang=fr')).html);
    expect(again).toBe(markup);
    expect(calls()).toMatchObject([{ url: '/?lang=fr', locale: 'fr' }]);
  });

  it('draws a page in the language ?lang= names, marked with its direction', async () => {
    const [attributes] = rootOf((await page('/?lang=ar')).html);
    expect(attributes).toBe(' data-locale="ar" data-direction="rtl"');
    expect(calls()).toMatchObject([{ url: '/?lang=ar', locale: 'ar', direction: 'rtl' }]);
  });

  it('leaves to the browser a page whose query the answers do not cover', async () => {
    const [attributes, markup] = rootOf((await page('/?page=2')).html);
    expect([attributes, markup]).toEqual(['', '']);
    expect(calls()).toEqual([]);
  });

  it('serves the page with an empty root when drawing it fails', async () => {
    const product = (await suite.t.app.inject({ url: '/api/products?per_page=1' })).json().data.products[0];
    const { status, html } = await page(`/products/${product.id}/details`);
    expect(status).toBe(200);
    expect(rootOf(html)).toEqual(['', '']);
    expect(calls()).toHaveLength(1);
  });

  it('never serves the server bundle itself', async () => {
    const res = await suite.web.inject('/.ssr/entry-server.js');
    expect(res.body).not.toContain('renderFirstScreen');
  });
});
