import path from 'node:path';
import { test } from './journey.ts';
import {
  apiAs,
  apiData,
  newCustomer,
  placeCashOrder,
  productsFromTwoShops,
  signInAsNewCustomer,
  storeLocale,
} from './support.ts';

const outDir = path.resolve(import.meta.dirname, '../../../test-results/screens');

// Not a check: saves what a shopper sees, desktop and phone, in both directions, for review
// (`npm run screenshots`). Excluded from `npm test` by its @screens tag.
const pages = [
  '/',
  '/no-such-page',
  '/products?search=shoe',
  '/products?search=shoe&brand=5&size=12&min_price=20&max_price=200&sort=low_to_high',
  '/products/9/details',
  '/shops',
  '/shops/1',
  '/categories',
  '/categories/fashion?subcategory=11',
  '/flash-sale/1',
  '/blogs',
  '/blog/how-to-choose-the-right-running-shoe',
  '/about-us',
  '/contact-us',
  '/shop/register',
];

for (const locale of ['en', 'ar']) {
  test(`screens in ${locale} @screens`, async ({ page }, info) => {
    test.setTimeout(240_000);
    await storeLocale(page, locale);
    for (const url of pages) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      // Scroll through once so lazy images further down are in the full-page picture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const slug = url.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      await page.screenshot({ path: path.join(outDir, `${info.project.name}-${locale}-${slug}.png`), fullPage: true });
    }
    await page.goto('/');
    await page.getByRole('button', { name: /Categories|الفئات/ }).click();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(outDir, `${info.project.name}-${locale}-categories-open.png`) });
    if (info.project.name === 'phone') {
      await page.keyboard.press('Escape');
      await page.locator('header button').first().click();
      await page.screenshot({ path: path.join(outDir, `${info.project.name}-${locale}-menu-open.png`) });
    }
  });
}

// The account dialogs and screens, signed out then as a new customer.
for (const locale of ['en', 'ar']) {
  test(`account screens in ${locale} @screens`, async ({ page, request }, info) => {
    test.setTimeout(60_000);
    const messages = await apiData<Record<string, string>>(request, `/lang/${locale}`);
    const tr = (key: string) => (locale === 'en' ? key : (messages[key] ?? key));
    const shot = (name: string) =>
      page.screenshot({ path: path.join(outDir, `${info.project.name}-${locale}-${name}.png`) });
    await storeLocale(page, locale);
    // Signed out, /wishlist opens the login dialog on the home page.
    await page.goto('/wishlist');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForLoadState('networkidle');
    await shot('login-dialog');
    await dialog.getByRole('button', { name: tr('Forgot Password?') }).click();
    await page.waitForLoadState('networkidle');
    await shot('forgot-dialog');
    await page.keyboard.press('Escape');

    const customer = newCustomer(`shots${locale}`);
    await page.goto('/wishlist');
    await dialog.getByRole('button', { name: tr('Sign Up'), exact: true }).click();
    await dialog.getByLabel(tr('Full Name')).fill(customer.name);
    await dialog.getByLabel(tr('Phone Number')).fill(customer.phone);
    await dialog.getByLabel(tr('Email Address')).fill(customer.email);
    await dialog.getByLabel(tr('Create Password')).fill(customer.password);
    await page.waitForLoadState('networkidle');
    await shot('register-dialog');
    await dialog.getByRole('button', { name: tr('Sign up'), exact: true }).click();
    await page.getByTestId('otp-countdown').waitFor();
    await page.waitForLoadState('networkidle');
    await shot('otp-dialog');
    await page.keyboard.press('Escape');

    for (const url of [
      '/dashboard',
      '/wishlist',
      '/change-password',
      '/profile',
      '/manage-address',
      '/manage-address/new',
    ]) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: path.join(outDir, `${info.project.name}-${locale}-${url.slice(1).replace('/', '-')}.png`),
        fullPage: true,
      });
    }
    if ((page.viewportSize()?.width ?? 1280) < 1024) await page.getByRole('button', { name: tr('Open menu') }).click();
    else await page.getByTestId('user-menu').click();
    await shot('user-menu');
  });
}

// The buying, chat, quote and ticket screens of a customer with an order, a quote and a ticket.
for (const locale of ['en', 'ar']) {
  test(`buying screens in ${locale} @screens`, async ({ page, request }, info) => {
    test.setTimeout(120_000);
    const who = await signInAsNewCustomer(page, request, `buy${locale}`);
    const { first, other } = await productsFromTwoShops(request);
    await placeCashOrder(request, who.token, first);
    await apiAs(request, who.token, '/cart/store', { product_id: other.id, quantity: 2, size: other.sizes[0]!.id });
    const { quote } = await apiAs<{ quote: { id: number } }>(request, who.token, '/quote/store', {
      shop_id: other.shop.id,
      lines: [{ product_id: other.id, quantity: 25, target_price: 15 }],
      note: 'For our shop',
    });
    await apiAs(request, who.token, '/send-message', { shop_id: other.shop.id, type: 'user', message: 'Hello?' });
    const { orders } = await apiAs<{ orders: Array<{ id: number }> }>(request, who.token, '/orders');
    await storeLocale(page, locale);
    for (const url of [
      '/checkout',
      '/order-history',
      `/order-history/${orders[0]!.id}`,
      `/order-history/${orders[0]!.id}/invoice`,
      '/send-quotes',
      `/view-quote/${quote.id}`,
      '/massages',
      '/support-tickets',
      '/support',
    ]) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const slug = url.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
      await page.screenshot({ path: path.join(outDir, `${info.project.name}-${locale}-${slug}.png`), fullPage: true });
    }
  });
}
