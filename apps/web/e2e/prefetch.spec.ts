import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './journey.ts';

type RequestCheck = (url: URL) => boolean;

const api =
  (path: string, params: Record<string, string> = {}): RequestCheck =>
  (url) =>
    url.pathname === `/api${path}` &&
    Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value);

const chunk =
  (name: string): RequestCheck =>
  (url) =>
    new RegExp(`^/build/${name}-[\\w-]{8}\\.js$`).test(url.pathname);

const seen = (page: Page, check: RequestCheck) => page.waitForRequest((request) => check(new URL(request.url())));

/**
 * Points at (or focuses) `link`, expects every `checks` request before any click, then follows
 * the link and, once `ready` shows, expects that the screen made none of the API requests
 * again: it found them cached.
 */
async function expectPrefetched(
  page: Page,
  link: Locator,
  intent: 'hover' | 'focus',
  checks: RequestCheck[],
  ready: Locator,
) {
  const href = await link.getAttribute('href');
  const early = Promise.all(checks.map((check) => seen(page, check)));
  await link[intent]();
  await early;

  const repeated: string[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && checks.some((check) => check(url))) repeated.push(request.url());
  };
  page.on('request', onRequest);
  await link.click();
  await expect(page).toHaveURL(href ?? '');
  await expect(ready).toBeVisible();
  page.off('request', onRequest);
  expect(repeated).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('pointing at a product card loads its screen and details before the click', async ({ page }) => {
  const card = page.getByRole('region', { name: 'Popular Products' }).getByTestId('product-card').first();
  const link = card.getByRole('link');
  const id = /\/products\/(\d+)\/details$/.exec((await link.getAttribute('href')) ?? '')?.[1] ?? '';
  // The product's own heading: the home page's hidden one would match before the new page commits.
  const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await expectPrefetched(
    page,
    link,
    'hover',
    [chunk('product-details'), api('/product-details', { product_id: id })],
    page.getByRole('heading', { level: 1, name }),
  );
});

test('focusing a shop card loads the shop, its categories and its first products', async ({ page }) => {
  const link = page.getByRole('region', { name: 'Top Shops' }).locator('a[href^="/shops/"]').first();
  const id = /\/shops\/(\d+)$/.exec((await link.getAttribute('href')) ?? '')?.[1] ?? '';
  const checks = [
    chunk('shop-details'),
    api(`/shops/${id}`),
    api('/shop-categories', { shop_id: id }),
    api('/products', { shop_id: id }),
  ];
  await expectPrefetched(page, link, 'focus', checks, page.getByTestId('product-card').first());
});

test('pointing at a category loads its products before the click', async ({ page }) => {
  const link = page.getByRole('region', { name: 'Shop by category' }).locator('a[href^="/categories/"]').first();
  const checks = [chunk('category'), (url: URL) => api('/products')(url) && url.searchParams.has('category_id')];
  await expectPrefetched(page, link, 'hover', checks, page.getByTestId('product-card').first());
});
