import type { Browser, Page } from '@playwright/test';
import { expect, storefrontStarted, test } from './journey.ts';
import type { Category, HomeResponse, Master, ProductCard } from '@souk/contract';
import { apiData, DEMO_CUSTOMER, isPhone, logIn, productsFromTwoShops, storeLocale } from './support.ts';

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
  // The shop's settings are drawn too: the currency picker in its place, the footer's text.
  const shop = await apiData<Master>(request, '/master');
  await expect(bare.getByRole('button', { name: 'Currency' })).toContainText(shop.currency.name);
  await expect(bare.getByTestId('copyright')).toContainText(shop.web_footer_text ?? '');
  // In the shop's colours from the first paint, not the built-in palette the storefront replaces.
  const primary = await bare.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  );
  expect(primary).toBe(shop.theme_colors.primary);
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
    // The page, and what the console said by the press, name a failure.
    await expect(page.getByRole('dialog', { name: 'Login' }), `${path}: ${trouble.join(' | ')}`).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await serverMainKept(page), path).toBe(true);
  }
  expect(trouble).toEqual([]);
});

/** Holds back the build files whose names match, so the page shows the server's markup a while. */
async function delayScripts(page: Page, file: RegExp, until?: Promise<void>): Promise<void> {
  await page.route(file, async (route) => {
    await (until ?? new Promise((resolve) => setTimeout(resolve, 3000)));
    await route.continue();
  });
}

test('a press on a drawn button before any script of the storefront runs is answered once it does', async ({
  page,
}) => {
  // The storefront's entry arrives late (and the page's parsing ends only once it has run).
  await delayScripts(page, /\/build\/index-[^/]+\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  const heart = page
    .getByRole('main')
    .getByRole('button', { name: /^Add to Wishlist/ })
    .first();
  await expect(heart).toBeVisible();
  expect(await storefrontStarted(page)).toBe(false);
  await heart.click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  expect(await storefrontStarted(page)).toBe(true);
});

test('a header menu pressed before the storefront runs opens once it does', async ({ page }) => {
  await delayScripts(page, /\/build\/top-bar-menus-[^/]+\.js$/);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  expect(await storefrontStarted(page)).toBe(false);
  // The language menu opens as the pointer goes down, not on the click.
  await page.getByRole('button', { name: 'Language' }).click();
  await expect(page.getByRole('menuitem', { name: 'العربية' })).toBeVisible();
});

test('a signed-in shopper’s press on the server’s markup is made again on the page drawn over it', async ({ page }) => {
  await page.goto('/');
  await logIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  // The landing screen, which the fresh render waits for, arrives late.
  await delayScripts(page, /\/build\/home-[^/]+\.js$/);
  await page.reload({ waitUntil: 'domcontentloaded' });
  expect(await storefrontStarted(page)).toBe(false);
  await page.getByRole('button', { name: 'Language' }).click();
  await expect(page.getByRole('menuitem', { name: 'العربية' })).toBeVisible();
  // It is the signed-in shopper's page, drawn afresh.
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeHidden();
});

test('a press on the server’s markup while the page is being drawn over it is made on the new page', async ({
  page,
}) => {
  await page.goto('/');
  await logIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  // The moment the storefront takes the root (React listens on it first), the server's Language
  // button is pressed, before the render that replaces the markup has run.
  await page.addInitScript(() => {
    const listen = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof listen>) {
      if (this instanceof HTMLElement && this.id === 'root') {
        EventTarget.prototype.addEventListener = listen;
        const language = this.querySelector<HTMLButtonElement>('button[aria-label="Language"]');
        queueMicrotask(() => {
          (window as unknown as { pressedOnServerMarkup: boolean }).pressedOnServerMarkup = !!language?.isConnected;
          language?.click();
        });
      }
      return listen.apply(this, args);
    };
  });
  await page.reload();
  expect(
    await page.evaluate(() => (window as unknown as { pressedOnServerMarkup?: boolean }).pressedOnServerMarkup),
  ).toBe(true);
  await expect(page.getByRole('menuitem', { name: 'العربية' })).toBeVisible();
  // It is the signed-in shopper's page, drawn afresh.
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeHidden();
});

test('a size chosen and a keyboard focus taken on the server’s markup carry over to the page drawn over it', async ({
  page,
  request,
}) => {
  const { first } = await productsFromTwoShops(request);
  await page.goto('/');
  await logIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  // Held until the press and the focus are made: a fixed delay ran out first on a loaded machine.
  let release!: () => void;
  await delayScripts(page, /\/build\/index-[^/]+\.js$/, new Promise<void>((resolve) => (release = resolve)));
  await page.goto(`/products/${first.id}/details`, { waitUntil: 'commit' });
  const sizes = page.getByRole('group', { name: 'Size' }).getByRole('radio');
  const wishlist = page
    .getByRole('main')
    .getByRole('button', { name: /^Add to Wishlist/ })
    .first();
  await expect(sizes.nth(1)).toBeVisible();
  expect(await storefrontStarted(page)).toBe(false);
  await sizes.nth(1).click();
  // Held, not chosen on the markup the storefront is about to replace.
  await expect(sizes.nth(1)).not.toBeChecked();
  await wishlist.focus();
  release();
  await expect.poll(() => storefrontStarted(page), { timeout: 10_000 }).toBe(true);
  await expect(sizes.nth(1)).toBeChecked();
  await expect(wishlist).toBeFocused();
  // It is the signed-in shopper's page, drawn afresh.
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeHidden();
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

test('a page the shopper scrolled before the storefront ran stays where it was', async ({ page }) => {
  await delayScripts(page, /\/build\/index-[^/]+\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('region', { name: 'Popular Products' })).toBeVisible();
  expect(await storefrontStarted(page)).toBe(false);
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  await expect.poll(() => storefrontStarted(page), { timeout: 10_000 }).toBe(true);
  // boot.ts's press holder goes in a task after the hydration commits, so the router's first
  // layout effects (where a scroll to the top would happen) have run by then.
  await expect.poll(() => page.evaluate(() => 'soukEarlyPresses' in window)).toBe(false);
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await page.evaluate(() => window.scrollY)).toBe(900);
});
