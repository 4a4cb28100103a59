import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import {
  apiAs,
  apiData,
  DEMO_CUSTOMER,
  type JourneyProduct,
  placeCashOrder,
  signInAsNewCustomer,
  toast,
} from '../../web/e2e/support.ts';
import { shopChannelJoined, shopFor, shopperChannelJoined } from './support.ts';

/** A product of `shopId` with stock to spare, for an order the journey places itself. */
async function productOf(request: APIRequestContext, shopId: number): Promise<JourneyProduct> {
  const { products } = await apiData<{ products: (JourneyProduct & { quantity: number })[] }>(
    request,
    `/products?shop_id=${shopId}&per_page=50`,
  );
  const product = products.find((p) => p.quantity >= 5 && p.sizes.length > 0);
  if (!product) throw new Error(`shop ${shopId} has no product in stock with sizes`);
  return product;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

// Shops of their own for these journeys, both selling products with sizes.
const ordersShop = (projectName: string) => shopFor(projectName, 5, 7);

test('a shop owner signs in, sees what waits, and takes a new order to the door while the shopper watches', async ({
  page,
  request,
}, testInfo) => {
  const shopId = ordersShop(testInfo.project.name);
  const shopper = await signInAsNewCustomer(page, request, `console-${shopId}`);

  // Signed out, the console asks for a sign-in and comes back to the page asked for.
  await page.goto('/console/orders');
  await expect(page).toHaveURL(/\/console\/sign-in\?next=%2Forders/);
  await expect(page.getByRole('heading', { name: 'Sign in to your shop' })).toBeVisible();
  await expectAccessible(page, 'console sign-in');

  // Empty fields are named under themselves; a wrong password is the server's refusal.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await signIn(page, `seller${shopId}@example.com`, 'not-the-password-1');
  await expect(page.getByText(/credentials|password/i).first()).toBeVisible();
  await expect(page).toHaveURL(/sign-in/);

  const joined = shopChannelJoined(page, shopId);
  await page.getByLabel('Password').fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();

  // A shopper orders while the console is open: a toast says so and the list shows it unasked.
  await joined;
  const code = await placeCashOrder(request, shopper.token, await productOf(request, shopId));
  await expect(toast(page, `New order ${code}`)).toBeVisible();
  await expect(page.locator(`tr[data-row="${code}"]`)).toContainText('Pending');

  // The dashboard counts the order among today's and those waiting for confirmation.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  const awaiting = page.getByRole('heading', { name: 'Waiting for confirmation' }).locator('..');
  await expect(awaiting).toContainText(/\d/);
  const waitingBefore = Number((await awaiting.locator('[data-figure]').textContent())?.replace(/\D/g, ''));
  expect(waitingBefore).toBeGreaterThanOrEqual(1);
  const today = page.getByRole('heading', { name: 'Today' }).locator('..');
  await expect(today).toContainText(/[1-9][\d,]* orders?$/);
  await expectAccessible(page, 'console dashboard');

  // Its list, filtered to Pending, holds the order; the next step confirms it.
  await awaiting.getByRole('link', { name: /See all/ }).click();
  await expect(page).toHaveURL(/\/console\/orders\?status=Pending/);
  const row = page.locator(`tr[data-row="${code}"]`);
  await expect(row).toContainText('Pending');
  await expectAccessible(page, 'console orders');
  // The order's own page: what was ordered, where it goes, its timeline; the next step from there.
  await row.getByRole('link', { name: code }).click();
  await expect(page.getByRole('heading', { name: `Order ${code}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Deliver to' }).locator('..')).toContainText('12 Cedar Street');
  await expectAccessible(page, 'console order');
  // Printed, the order's page is its invoice: the shop's name on top, no console around it.
  await expect(page.getByRole('button', { name: 'Print invoice' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText(/· Invoice$/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print invoice' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  // The shopper has the order open in another tab: it moves on there as the shop moves it.
  const { orders: placed } = await apiAs<{ orders: Array<{ id: number; order_code: string }> }>(
    request,
    shopper.token,
    '/orders',
  );
  const shopperPage = await page.context().newPage();
  const shopperListens = shopperChannelJoined(shopperPage, shopper.userId);
  await shopperPage.goto(`/order-history/${placed.find((order) => order.order_code === code)?.id}`);
  await expect(shopperPage.getByTestId('order-status').first()).toHaveText('Pending');
  // What the shop sends before the shopper's page has joined their channel reaches no one.
  await shopperListens;
  await page.getByRole('button', { name: 'Mark Confirmed' }).click();
  await expect(toast(page, `Order ${code} is now Confirmed.`)).toBeVisible();
  await expect(shopperPage.getByTestId('order-status').first()).toHaveText('Confirm');
  await expect(toast(shopperPage, `Order ${code} is now Confirm`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Timeline' }).locator('..')).toContainText('Confirmed');
  // The shopper's order now reads Confirm, and the dashboard counts one fewer waiting.
  const { orders } = await apiAs<{ orders: Array<{ order_code: string; order_status: string }> }>(
    request,
    shopper.token,
    '/orders',
  );
  expect(orders.find((order) => order.order_code === code)?.order_status).toBe('Confirm');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(awaiting.locator('[data-figure]')).not.toHaveText(String(waitingBefore));
  await page.goBack();

  // Shipped step by step to the door: the shopper's open page shows each step as it is taken.
  const steps = [
    ['Processing', 'Processing'],
    ['Picked up', 'Pickup'],
    ['On the way', 'On The Way'],
    ['Delivered', 'Delivered'],
  ] as const;
  for (const [step, shopperSees] of steps) {
    await page.getByRole('button', { name: `Mark ${step}` }).click();
    await expect(toast(page, `Order ${code} is now ${step}.`)).toBeVisible();
    await expect(shopperPage.getByTestId('order-status').first()).toHaveText(shopperSees);
  }
  await shopperPage.close();
  // Delivered, the order offers no step and cannot be cancelled.
  await expect(page.getByRole('button', { name: /^Mark / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to orders' }).click();
  await page.getByRole('link', { name: /^Pending/ }).click();
  await expect(row).toHaveCount(0);

  // A second order, cancelled from the All tab: a cancelled order offers no step any more.
  const second = await placeCashOrder(request, shopper.token, await productOf(request, shopId));
  await expect(toast(page, `New order ${second}`)).toBeVisible();
  await page.getByRole('link', { name: /^All/ }).click();
  // Cancelling is asked a second time, in a dialog that keyboard users can leave with Escape.
  await page.locator(`tr[data-row="${second}"]`).getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel' });
  await expect(confirm).toContainText(`Cancel order ${second}? Its stock goes back on sale.`);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(page.locator(`tr[data-row="${second}"]`)).toContainText('Pending');
  await page.locator(`tr[data-row="${second}"]`).getByRole('button', { name: 'Cancel' }).click();
  await expectAccessible(page, 'console cancel dialog');
  await confirm.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(toast(page, `Order ${second} is now Cancelled.`)).toBeVisible();
  await expect(page.locator(`tr[data-row="${second}"]`)).toContainText('Cancelled');
  await expect(page.locator(`tr[data-row="${second}"]`).getByRole('button')).toHaveCount(0);
});

test('the console speaks Arabic, right to left, and keeps the choice', async ({ page }, testInfo) => {
  // A shop no journey orders from, so no order's toast covers the page while axe reads it.
  const shopId = shopFor(testInfo.project.name, 6, 1);
  await page.goto('/console/');
  await page.getByRole('button', { name: 'Switch to Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'سجّل الدخول إلى متجرك' })).toBeVisible();
  await page.getByLabel('البريد الإلكتروني').fill(`seller${shopId}@example.com`);
  await page.getByLabel('كلمة المرور').fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByRole('heading', { name: 'الرئيسية', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'مخزون منخفض' })).toBeVisible();
  await expectAccessible(page, 'console dashboard, Arabic');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.getByRole('link', { name: 'الطلبات' }).click();
  await expect(page.getByRole('heading', { name: 'الطلبات', level: 1 })).toBeVisible();
  await expectAccessible(page, 'console orders, Arabic');
});
