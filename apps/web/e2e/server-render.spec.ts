import { type Browser, expect, type Page, test } from '@playwright/test';
import type { Category, HomeResponse, ProductCard } from '@souk/contract';
import { apiData, DEMO_CUSTOMER, isPhone, logIn, storeLocale } from './support.ts';

/** A page of the shop with scripts turned off: what the server's markup alone shows. */
async function withoutScripts(browser: Browser, page: Page) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  return context.newPage();
}

/** A category and the first products of its list, as the API answers them. */
async function firstCategory(request: Parameters<typeof apiData>[0]) {
  const { categories } = await apiData<{ categories: Category[] }>(request, '/categories?per_page=100');
  const category = categories[0] as Category;
  const { products } = await apiData<{ products: ProductCard[] }>(
    request,
    `/products?category_id=${category.id}&per_page=10`,
  );
  return { category, products };
}

/**
 * Errors and warnings the page logs from now on. A hydration that does not match the server's
 * markup logs one (React's recoverable error), so an empty list means it matched.
 */
function consoleTrouble(page: Page): string[] {
  const logged: string[] = [];
  page.on('console', (message) => {
    // A page that reloads drops its realtime socket mid-handshake: the browser's note, not the page's.
    if (message.text().startsWith('WebSocket connection to')) return;
    if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
  });
  page.on('pageerror', (error) => logged.push(error.message));
  return logged;
}

/**
 * Keeps the `<main>` element the HTML parser made (the server's markup) on window.serverMain,
 * so a test can tell whether the storefront kept it (hydrated) or drew a new one.
 */
async function keepServerMain(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const main = document.querySelector('#root main');
      if (!main) return;
      (window as unknown as { serverMain: Element }).serverMain = main;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const serverMainKept = (page: Page) =>
  page.evaluate(() => {
    const kept = (window as unknown as { serverMain?: Element }).serverMain;
    return kept !== undefined && kept === document.querySelector('#root main');
  });

test('with scripts off, home, a category and a product page show what the server drew', async ({
  browser,
  page,
  request,
}) => {
  const home = await apiData<HomeResponse>(request, '/home?page=1&per_page=12');
  const { category, products } = await firstCategory(request);
  const bare = await withoutScripts(browser, page);

  await bare.goto('/');
  await expect(bare.getByRole('img', { name: home.banners[0]?.title })).toBeVisible();
  await expect(
    bare.getByRole('region', { name: 'Popular Products' }).getByTestId('product-card').first(),
  ).toContainText(home.popular_products[0]?.name ?? '');

  await bare.goto(`/categories/${category.slug}`);
  await expect(bare.getByTestId('product-card').first()).toContainText(products[0]?.name ?? '');
  // Before the screen's width is known, CSS alone picks the filters' place: beside the list on
  // a wide screen, behind a button on a narrow one.
  if (isPhone(page)) {
    await expect(bare.getByRole('button', { name: 'Filters' })).toBeVisible();
    await expect(bare.getByRole('complementary', { name: 'Filters' })).toBeHidden();
  } else {
    await expect(bare.getByRole('complementary', { name: 'Filters' })).toBeVisible();
    await expect(bare.getByRole('button', { name: 'Filters' })).toBeHidden();
  }

  await bare.goto(`/products/${products[0]?.id}/details`);
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText(products[0]?.name ?? '');
  await bare.context().close();
});

test('the storefront brings the server’s markup to life as it is, without a mismatch', async ({ page, request }) => {
  const { category, products } = await firstCategory(request);
  const trouble = consoleTrouble(page);
  await keepServerMain(page);

  for (const path of ['/', `/categories/${category.slug}`, `/products/${products[0]?.id}/details`]) {
    await page.goto(path);
    // Alive: a heart asks a guest to log in.
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Add to Wishlist/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await serverMainKept(page), path).toBe(true);
  }
  expect(trouble).toEqual([]);
});

test('a shopper the server did not draw for gets a fresh render, without a mismatch', async ({ page }) => {
  const trouble = consoleTrouble(page);
  await keepServerMain(page);
  // Signed in: the server draws a guest's page.
  await page.goto('/');
  await logIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Popular Products' }).getByTestId('product-card').first(),
  ).toBeVisible();
  expect(await serverMainKept(page)).toBe(false);
  expect(trouble).toEqual([]);
});

test('a shopper reading Arabic over a page the server drew in English gets it in Arabic', async ({ page }) => {
  const trouble = consoleTrouble(page);
  await storeLocale(page, 'ar');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الرئيسية');
  expect(trouble).toEqual([]);
});
