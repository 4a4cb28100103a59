import { expect, test } from './journey.ts';
import { formatMoney, type HomeResponse } from '@souk/contract';
import { apiData, isPhone, master, openMenuIfPhone, pickLanguage, storeLocale } from './support.ts';

test('header and footer come from the shop settings', async ({ page, request }) => {
  const settings = await master(request);
  await page.goto('/');
  await expect(page).toHaveTitle(`Home - ${settings.app_name}`);
  await expect(page.getByRole('link', { name: settings.app_name }).first()).toBeVisible();
  await expect(page.getByTestId('top-bar')).toContainText(settings.mobile ?? '');

  const footer = page.getByTestId('site-footer');
  for (const group of settings.footers) {
    await expect(footer.getByRole('heading', { name: group.title }).first()).toBeAttached();
  }
  const year = new Date().getFullYear();
  await expect(page.getByTestId('copyright')).toHaveText(`© ${year} ${settings.web_footer_text}`);

  // Menu links: internal ones navigate in the app, external ones open a new tab.
  await openMenuIfPhone(page);
  const internal = settings.menus.find((m) => !m.is_external && m.url !== '/');
  const external = settings.menus.find((m) => m.is_external);
  expect(internal, 'an internal menu link').toBeDefined();
  expect(external, 'an external menu link').toBeDefined();
  const externalLink = page.getByRole('link', { name: external!.name }).first();
  await expect(externalLink).toHaveAttribute('href', external!.url);
  await expect(externalLink).toHaveAttribute('target', '_blank');
  await page.getByRole('link', { name: internal!.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`${internal!.url}$`));
});

test('switching to Arabic sets right-to-left and survives a reload', async ({ page, request }) => {
  const arabic = await apiData<Record<string, string>>(request, '/lang/ar');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await pickLanguage(page, 'Language', 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('button', { name: arabic['All Categories'] })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ar');
  // The catalogue's own texts follow: the running flash sale's name heads its home row.
  const sale = (await apiData<HomeResponse>(request, '/home', 'ar')).running_flash_sale!;
  expect(sale.name).not.toBe((await apiData<HomeResponse>(request, '/home')).running_flash_sale!.name);
  await expect(page.locator('#home-flash-sale')).toHaveText(sale.name);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: arabic['All Categories'] })).toBeVisible();
  // The owner's footer sentences come in the language too.
  const settings = await master(request, 'ar');
  expect(settings.web_footer_text).not.toBe((await master(request)).web_footer_text);
  await expect(page.getByTestId('copyright')).toContainText(settings.web_footer_text!);
  await expect(page.getByTestId('site-footer')).toContainText(settings.web_footer_description!);
});

test('switching currency changes every shown price', async ({ page, request }) => {
  const settings = await master(request);
  const home = await apiData<{ popular_products: Array<{ price: number; discount_price: number }> }>(request, '/home');
  const first = home.popular_products[0]!;
  const amount = first.discount_price > 0 && first.discount_price < first.price ? first.discount_price : first.price;
  const euro = settings.currencies.find((c) => c.name === 'EUR')!;

  await page.goto('/');
  const popular = page.getByRole('region', { name: 'Popular Products' });
  const firstCard = popular.getByTestId('product-card').first();
  await expect(firstCard).toContainText(formatMoney(amount));
  await page.getByRole('button', { name: 'Currency' }).click();
  await page.getByRole('menuitem', { name: 'EUR (€)' }).click();
  const inEuro = formatMoney(amount, {
    symbol: euro.symbol,
    position: euro.position,
    rate: euro.rate_from_default,
    precision: euro.precision,
  });
  await expect(firstCard).toContainText(inEuro);
  await expect(firstCard).not.toContainText('$');

  await page.reload();
  await expect(popular.getByTestId('product-card').first()).toContainText(inEuro);
});

test('an unknown path shows the page-not-found screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found - /);
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an account route while signed out lands on the home page', async ({ page }) => {
  await page.goto('/order-history');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/wishlist');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});

test('the footer collapses into toggles on a phone and stays open on a desktop', async ({ page, request }) => {
  const settings = await master(request);
  const group = settings.footers.find((g) => g.items.some((i) => i.type === 'link'))!;
  const link = group.items.find((i) => i.type === 'link')!;
  await page.goto('/');
  const footer = page.getByTestId('site-footer');
  if (isPhone(page)) {
    await expect(footer.getByRole('link', { name: link.title, exact: true })).toBeHidden();
    const toggle = footer.getByRole('button', { name: group.title });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(footer.getByRole('link', { name: link.title, exact: true })).toBeVisible();
  } else {
    await expect(footer.getByRole('link', { name: link.title, exact: true })).toBeVisible();
    await expect(footer.getByRole('button', { name: group.title })).toBeHidden();
  }
});

test('the category dropdown lists every category with its sub-categories', async ({ page, request }) => {
  const { categories } = await apiData<{
    categories: Array<{ id: number; name: string; sub_categories: Array<{ id: number; name: string }> }>;
  }>(request, '/categories');
  await page.goto('/');
  await page.getByRole('button', { name: 'All Categories' }).click();
  const grid = page.getByTestId('category-grid');
  await expect(grid.getByRole('link', { name: categories[0]!.name, exact: true })).toBeVisible();
  // 2 columns on a phone, 10 on a 1280 px desktop (4, 5 and 7 in between).
  const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(isPhone(page) ? 2 : 10);
  const last = categories.at(-1)!;
  const sub = last.sub_categories[0]!;
  await grid.getByRole('link', { name: sub.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/categories/${last.id}\\?subcategory=${sub.id}$`));
  await expect(grid).toBeHidden();
});

test('search from the navbar opens the results page with the term', async ({ page }) => {
  await page.goto('/');
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('dialog').getByRole('searchbox').fill('shoe');
    await page.getByRole('dialog').getByRole('searchbox').press('Enter');
    await expect(page.getByRole('dialog')).toBeHidden();
  } else {
    await page.getByRole('searchbox').fill('shoe');
    await page.getByRole('searchbox').press('Enter');
  }
  await expect(page).toHaveURL(/\/products\?search=shoe$/);
  if (!isPhone(page)) await expect(page.getByRole('searchbox')).toHaveValue('shoe');
  await page.goto('/shops');
  if (!isPhone(page)) await expect(page.getByRole('searchbox')).toHaveValue('');
});

test('the cart drawer opens from the bag and shows the empty state', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('cart-button').click();
  const drawer = page.getByRole('dialog', { name: /My Cart/ });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText('Cart is empty');
  await expect(drawer).toContainText('Cart Amount');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('a screen chunk that fails to load once is fetched again after a reload', async ({ page }) => {
  let attempts = 0;
  await page.route(/\/build\/shops-[\w-]+\.js$/, async (route) => {
    attempts += 1;
    return attempts === 1 ? route.abort('connectionreset') : route.continue();
  });
  await page.goto('/');
  await openMenuIfPhone(page);
  await page.getByRole('link', { name: 'Shops', exact: true }).first().click();
  await expect(page).toHaveURL(/\/shops$/);
  await expect(page.getByRole('heading', { name: 'Shops' })).toBeVisible();
  // The pointer's prefetch and the click may each ask for the chunk, so a reload can make it three.
  expect(attempts).toBeGreaterThanOrEqual(2);
});

test('theme colours from the settings become the primary palette', async ({ page, request }) => {
  const settings = await master(request);
  await page.goto('/');
  await expect
    .poll(() =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary-700').trim()),
    )
    .toBe(settings.theme_colors['primary700']);
});

test('a stored locale the server does not offer is replaced by the server’s, then the page reloads', async ({
  page,
}) => {
  // The unknown locale is stored before the first page runs (once per tab), so nothing races it.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('locale-seeded')) return;
    sessionStorage.setItem('locale-seeded', '1');
    localStorage.setItem('locale', 'xx');
  });
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  await page.goto('/', { waitUntil: 'commit' });
  // One load asked for here, one from the storefront adopting the server's locale (after the
  // bundle and the master data have loaded, which takes longer than 5 s on a busy machine).
  await expect.poll(() => loads, { timeout: 15_000 }).toBe(2);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
  await expect(page.getByRole('button', { name: 'All Categories' })).toBeVisible();
  expect(loads).toBe(2);
});

test('every request carries the XMLHttpRequest marker and the stored language', async ({ page }) => {
  await storeLocale(page, 'fr');
  const request = page.waitForRequest((r) => r.url().includes('/api/master'));
  await page.goto('/');
  const headers = (await request).headers();
  expect(headers['x-requested-with']).toBe('XMLHttpRequest');
  expect(headers['accept-language']).toBe('fr');
});

test('a followed link opens its page at the top, and Back returns to the place left', async ({ page }) => {
  await page.goto('/');
  const popular = page.getByRole('region', { name: 'Popular Products' });
  await popular.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(200);
  const card = popular.getByTestId('product-card').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\/\d+\/details$/);
  // The product's own heading, not the home page's: the address changes before the new page
  // commits, and the page scrolls to the top in that commit.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  // Within a few pixels: a phone's header may settle a little differently.
  await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - left)).toBeLessThan(40);
});
