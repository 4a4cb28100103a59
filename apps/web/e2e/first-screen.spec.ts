import type { Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import type { Category, HomeResponse, ProductCard } from '@souk/contract';
import { apiData, DEMO_CUSTOMER, logIn } from './support.ts';

/** The API paths (with query) the page asks the network for from now on. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
  });
  return calls;
}

/** The calls every page makes for its shell, which the server answers inside the HTML too. */
const SHELL = ['/api/master', '/api/lang/en'];

test('the home page paints from the answers in its HTML, without asking for them', async ({ page, request }) => {
  const home = await apiData<HomeResponse>(request, '/home?page=1&per_page=12');
  const calls = apiCalls(page);
  await page.goto('/');
  const popular = page.getByRole('region', { name: 'Popular Products' }).getByTestId('product-card');
  await expect(popular.first()).toContainText(home.popular_products[0]?.name ?? '');
  await expect(page.getByRole('img', { name: home.banners[0]?.title })).toBeVisible();
  expect(calls.filter((call) => call.startsWith('/api/home') || SHELL.includes(call))).toEqual([]);
});

test('a product page and a category’s list paint without their calls', async ({ page, request }) => {
  const { categories } = await apiData<{ categories: Category[] }>(request, '/categories?per_page=100');
  const category = categories[0] as Category;
  const { products } = await apiData<{ products: ProductCard[] }>(
    request,
    `/products?category_id=${category.id}&per_page=10`,
  );
  const calls = apiCalls(page);
  await page.goto(`/categories/${category.slug}`);
  await expect(page.getByTestId('product-card').first()).toContainText(products[0]?.name ?? '');
  await page.goto(`/products/${products[0]?.id}/details`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(products[0]?.name ?? '');
  expect(
    calls.filter((call) => /^\/api\/(categories|products|product-details)\b/.test(call) || SHELL.includes(call)),
  ).toEqual([]);
});

test('without answers in the HTML, the home page asks the API and paints the same', async ({ page, request }) => {
  const home = await apiData<HomeResponse>(request, '/home?page=1&per_page=12');
  // As a server of the original API serves it: the page without the block.
  await page.route('/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<script type="application\/json" id="first-screen">.*?<\/script>/s,
      '',
    );
    await route.fulfill({ response, body: html });
  });
  const asked = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/home');
  await page.goto('/');
  await asked;
  const popular = page.getByRole('region', { name: 'Popular Products' }).getByTestId('product-card');
  await expect(popular.first()).toContainText(home.popular_products[0]?.name ?? '');
});

test('a signed-in shopper’s page asks the API: the written answers are a guest’s', async ({ page }) => {
  await page.goto('/');
  await logIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const asked = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/home');
  await page.reload();
  expect((await asked).headers().authorization).toMatch(/^Bearer /);
  await expect(
    page.getByRole('region', { name: 'Popular Products' }).getByTestId('product-card').first(),
  ).toBeVisible();
});
