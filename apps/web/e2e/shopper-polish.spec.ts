import { expect, test } from './journey.ts';
import {
  addAddress,
  apiAs,
  apiData,
  chatSubscribed,
  DEMO_CUSTOMER,
  isPhone,
  openLogin,
  productsFromTwoShops,
  sellerToken,
  signInAsNewCustomer,
  toast,
} from './support.ts';

test('a refused sign-up names every field in one answer, and the server says so in a toast too', async ({ page }) => {
  await page.goto('/');
  await openLogin(page);
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  await dialog.getByLabel('Phone Number').fill('12345678');
  await dialog.getByLabel('Email Address').fill(DEMO_CUSTOMER.email);
  await dialog.getByLabel('Create Password').fill('short');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  for (const label of ['Full Name', 'Phone Number', 'Email Address', 'Create Password']) {
    await expect(dialog.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(dialog.getByText('The email has already been taken.')).toBeVisible();
  await expect(toast(page, 'The name field is required.')).toBeVisible();
});

test('a wrong password is an error toast and a field error', async ({ page }) => {
  await page.goto('/');
  await openLogin(page);
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Email / Phone Number').fill(DEMO_CUSTOMER.email);
  await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByText('These credentials do not match our records.')).toBeVisible();
  await expect(toast(page, 'These credentials do not match our records.')).toBeVisible();
});

test('the floating tab shows a total over $1,000 whole, and closes the drawer it opened', async ({ page, request }) => {
  const { token } = await signInAsNewCustomer(page, request, 'bigtab');
  const { products } = await apiData<{ products: { id: number; price: number; quantity: number }[] }>(
    request,
    '/products?sort_type=high_to_low&per_page=20',
  );
  const dear = products.find((p) => p.quantity * p.price > 1000)!;
  await apiAs(request, token, '/cart/store', { product_id: dear.id, quantity: Math.ceil(1000 / dear.price) });
  await page.goto('/');
  const tab = page.getByTestId('cart-tab');
  if (test.info().project.name === 'phone') {
    // Below 768 px there is no tab: the header's bag opens the drawer.
    await expect(tab).toBeHidden();
    return;
  }
  const total = tab.locator('[dir="ltr"]');
  await expect(total).toHaveText(/^\$\d{1,3}(,\d{3})+\.\d{2}$/);
  // The whole amount fits: nothing is cut off with an ellipsis.
  expect(await total.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  await tab.click();
  const drawer = page.getByRole('dialog', { name: /My Cart/ });
  await expect(drawer).toBeVisible();
  await page.getByTestId('cart-tab-close').click();
  await expect(drawer).toBeHidden();
});

test('a path the storefront does not have answers 404 with the not-found screen', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found - /);
});

test('a used-up voucher code leaves the collected voucher applied, says why, and the order goes through', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token } = await signInAsNewCustomer(page, request, 'usedcode');
  const { first } = await productsFromTwoShops(request, 5);
  await addAddress(request, token);
  const address = (await apiAs<{ addresses: { id: number }[] }>(request, token, '/addresses')).addresses[0]!;
  type Voucher = { id: number; code: string; discount_type: string; min_order_amount: number };
  const { coupons } = await apiAs<{ coupons: Voucher[] }>(request, token, `/get-vouchers?shop_id=${first.shop.id}`);
  const [collected, once] = [coupons.find((c) => /SAVE10$/.test(c.code))!, coupons.find((c) => /FLAT5$/.test(c.code))!];
  await apiAs(request, token, '/vouchers-collect', { coupon_id: collected.id });
  // The flat voucher's code is used once, by an order placed with it.
  // Every product here costs 20 or more: three pass both vouchers' minimum spends.
  const quantity = 3;
  await apiAs(request, token, '/cart/store', { product_id: first.id, quantity, size: first.sizes[0]!.id });
  await apiAs(request, token, '/place-order', {
    shop_ids: [first.shop.id],
    address_id: address.id,
    payment_method: 'cash',
    coupon_code: once.code,
  });
  await apiAs(request, token, '/cart/store', { product_id: first.id, quantity, size: first.sizes[0]!.id });

  await page.goto('/');
  await page.getByTestId('cart-button').click();
  const drawer = page.getByRole('dialog', { name: /My Cart/ });
  await drawer.getByRole('checkbox', { name: `Select ${first.shop.name}` }).check();
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByTestId('applied-voucher')).toContainText(collected.code);
  const payable = await page.getByTestId('totals').textContent();

  const refused = await apiAs<{ coupon_message: string }>(request, token, '/cart/checkout', {
    shop_ids: [first.shop.id],
    coupon_code: once.code,
  });
  await page.getByLabel('Voucher Code').fill(once.code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: refused.coupon_message })).toBeVisible();
  await expect(page.getByTestId('applied-voucher')).toContainText(collected.code);
  await expect(page.getByTestId('totals')).toHaveText(payable!);

  await page.getByLabel('Cash on Delivery').check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('dialog', { name: 'Order Placed' })).toBeVisible();
});

test("the drawer shows each shop's whole name beside its vouchers and chat, and the vouchers name the shop", async ({
  page,
  request,
}) => {
  const { token } = await signInAsNewCustomer(page, request, 'shopnames');
  const { first, other } = await productsFromTwoShops(request, 6);
  await apiAs(request, token, '/cart/store', { product_id: first.id, quantity: 1 });
  await apiAs(request, token, '/cart/store', { product_id: other.id, quantity: 1 });
  await page.goto('/');
  await page.getByTestId('cart-button').click();
  const drawer = page.getByRole('dialog', { name: /My Cart/ });
  for (const shop of [first.shop, other.shop]) {
    const heading = drawer.getByTestId('cart-shop').getByRole('heading', { name: shop.name });
    await expect(heading).toBeVisible();
    // Not cut short: the name's text fits its box, on a phone too.
    expect(await heading.evaluate((el) => el.scrollWidth <= el.clientWidth), shop.name).toBe(true);
  }
  await drawer
    .getByTestId('cart-shop')
    .filter({ hasText: first.shop.name })
    .getByRole('button', { name: 'Vouchers' })
    .click();
  await expect(page.getByRole('dialog', { name: `Vouchers of ${first.shop.name}` })).toBeVisible();
});

test('a session the server ended is cleared, and the shopper is told and asked to log in again', async ({
  page,
  request,
}) => {
  const { token } = await signInAsNewCustomer(page, request, 'ended');
  await page.goto('/order-history');
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  // Elsewhere (another device, or the shop), the session is ended.
  await apiAs(request, token, '/logout');
  // Watched from before the reload: the first 401 can come, and its toast go, before the page's
  // load event ends the reload on a busy machine.
  const told = expect(toast(page, 'Your session has ended. Please log in again.')).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await told;
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').state?.token ?? null)).toBeNull();
});

test("a shop's reply while the shopper is elsewhere shows a badge and a toast that opens the conversation", async ({
  page,
  request,
}) => {
  const { token, userId } = await signInAsNewCustomer(page, request, 'missed');
  const { first } = await productsFromTwoShops(request, 7);
  await apiAs(request, token, '/store-message', { shop_id: first.shop.id, user_id: userId, type: 'user' });
  const subscribed = chatSubscribed(page);
  await page.goto('/');
  await subscribed;
  await apiAs(request, await sellerToken(request, first.shop.id), '/seller/send-message', {
    user_id: userId,
    message: 'Your parcel leaves today.',
  });
  const note = toast(page, `New message from ${first.shop.name}`);
  await expect(note).toBeVisible();
  // The header says so too: on the account entry, or on a phone the menu button.
  const badgeHolder = isPhone(page) ? page.getByRole('button', { name: 'Open menu' }) : page.getByTestId('user-menu');
  await expect(badgeHolder.getByLabel('1 unread message')).toBeVisible();
  await note.getByRole('button', { name: 'Open chat' }).click();
  const panel = page.getByRole('dialog', { name: `Chat with ${first.shop.name}` });
  await expect(panel.getByText('Your parcel leaves today.')).toBeVisible();
  // The title names the shop once; the shop that just answered is online.
  await expect(panel.getByText(first.shop.name, { exact: true })).toHaveCount(0);
  await expect(panel.getByTestId('shop-status')).toHaveText('Online');
});

test('header, content and footer line up on one container, the floating tab beside them', async ({ page }) => {
  if (!isPhone(page)) await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
  const [header, content, footer] = [await box('header > div'), await box('main > div'), await box('footer > div')];
  expect(Math.round(content.x)).toBe(Math.round(header.x));
  expect(Math.round(footer.x)).toBe(Math.round(header.x));
  expect(Math.round(content.width)).toBe(Math.round(header.width));
  if (!isPhone(page)) {
    // The tab never covers the content.
    const tab = await box('[data-testid="cart-tab"]');
    expect(content.x + content.width).toBeLessThanOrEqual(tab.x);
  }
});

test('on a phone the product page keeps Add to Cart and Buy Now at hand; on a desktop they are in view', async ({
  page,
}) => {
  await page.goto('/products?sort_type=top_selling');
  await page.getByTestId('product-card').first().click();
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeVisible();
  const bar = page.getByTestId('buy-bar');
  if (!isPhone(page)) {
    await expect(bar).toHaveCount(0);
    return;
  }
  // Where the page puts a control below the panel, from the top of the document.
  const quoteAt = () =>
    page
      .getByTestId('request-quote')
      .evaluate((button) => Math.round(button.getBoundingClientRect().top + window.scrollY));
  // The panel's buttons are below the picture: the bar shows the price and both buttons.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeVisible();
  await expect(bar.locator('button')).toHaveCount(2);
  const withBar = await quoteAt();
  // Scrolled to the panel's own buttons, the bar steps aside.
  await page.getByRole('button', { name: 'Buy Now' }).scrollIntoViewIfNeeded();
  await expect(bar).toHaveCount(0);
  // ...and the page does not move: a press that began before the bar went lands where it began.
  expect(await quoteAt()).toBe(withBar);
});

test('on a phone every account link is in reach', async ({ page, request }) => {
  await signInAsNewCustomer(page, request, 'acctlinks');
  await page.goto('/dashboard');
  const width = page.viewportSize()!.width;
  const links = page.locator('aside nav a');
  await expect(links).toHaveCount(11);
  for (const link of await links.all()) {
    const b = (await link.boundingBox())!;
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(width);
  }
});
