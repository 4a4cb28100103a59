import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import { apiData, placeCashOrder, signInAsNewCustomer, toast } from '../../web/e2e/support.ts';
import { openOwnShop } from './own-shop.ts';
import { signInAsStaff } from './staff.ts';

/** The storefront's shops list shows this many a page (apps/web features/shop/api/get-shops.ts). */
const SHOPS_PER_PAGE = 12;

/** The storefront's shops list page that holds shop `id` while it is listed. */
async function listPageOf(request: APIRequestContext, id: number): Promise<string> {
  const { shops } = await apiData<{ shops: Array<{ id: number }> }>(request, '/shops?per_page=100');
  const index = shops.findIndex((shop) => shop.id === id);
  expect(index).toBeGreaterThanOrEqual(0);
  return `/shops?page=${Math.floor(index / SHOPS_PER_PAGE) + 1}`;
}

/** The storefront's list page drawn: its shop cards, or its note that it has none. */
async function listDrawn(shopper: Page): Promise<void> {
  const cards = shopper.locator('main a[href^="/shops/"]');
  await expect(cards.first().or(shopper.getByText('No shops found'))).toBeVisible();
}

/** Staff press a confirm button and its twin in the dialog that asks first. */
async function confirm(page: Page, button: string, question: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

test('platform staff find a shop, read its orders, deactivate it (the storefront drops it), reactivate it and correct its phone', async ({
  browser,
  page,
  request,
}, testInfo) => {
  await signInAsStaff(page);
  const shop = await openOwnShop(page, request, testInfo.project.name);
  // A shopper in a browser of their own orders from it.
  const shopper = await (await browser.newContext()).newPage();
  const customer = await signInAsNewCustomer(shopper, request, `console-shops-${shop.id}`);
  const orderCode = await placeCashOrder(request, customer.token, {
    ...shop.product,
    shop: { id: shop.id, name: shop.name },
    sizes: [],
    colors: [],
  });
  const listPage = await listPageOf(request, shop.id);
  const card = shopper.getByRole('link', { name: shop.name });
  await shopper.goto(listPage);
  await expect(card.first()).toBeVisible();

  // Staff find it by its owner's e-mail from the Shops section, with the matches counted per status.
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Shops' }).click();
  await expect(page.getByRole('heading', { name: 'Shops', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: "Search by shop name or owner's name or e-mail" }).fill(shop.email);
  const row = page.locator(`tr[data-row="${shop.id}"]`);
  await expect(row).toContainText(shop.email);
  await expect(row).toContainText('Active');
  await expect(page.getByText('1 shop', { exact: true })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Shop status' });
  await expect(tabs.getByRole('link', { name: /^Active/ })).toContainText('1');
  await expect(tabs.getByRole('link', { name: /^Deactivated/ })).toContainText('0');
  await expectAccessible(page, 'console shops');

  // Its page: the owner, the order, and the way to its storefront page.
  await row.getByRole('link', { name: shop.name }).click();
  await expect(page.getByRole('heading', { name: shop.name, level: 1 })).toBeVisible();
  await expect(page.getByText('1 order in all')).toBeVisible();
  const orders = page.getByRole('region', { name: 'Latest orders' });
  await expect(orders.getByRole('row').filter({ hasText: orderCode })).toContainText(customer.name);
  await expect(page.getByRole('link', { name: 'Open its page in the storefront' })).toHaveAttribute(
    'href',
    `/shops/${shop.id}`,
  );
  await expectAccessible(page, 'console shop');

  // Deactivated (asked first): at their next load shoppers find it neither listed nor at its address.
  await confirm(page, 'Deactivate', `Deactivate ${shop.name}?`);
  await expect(toast(page, `${shop.name} is deactivated: shoppers no longer see it.`)).toBeVisible();
  await expect(page.getByText('This shop is deactivated: shoppers see neither it nor its products.')).toBeVisible();
  await shopper.reload();
  await listDrawn(shopper);
  await expect(card).toHaveCount(0);
  await shopper.goto(`/shops/${shop.id}`);
  await expect(shopper.getByText('This shop does not exist.')).toBeVisible();

  // Reactivated, it is back at the next load.
  await confirm(page, 'Reactivate', `Reactivate ${shop.name}?`);
  await expect(toast(page, `${shop.name} is back in the storefront.`)).toBeVisible();
  await shopper.reload();
  await expect(shopper.getByRole('heading', { name: shop.name, level: 1 })).toBeVisible();
  await shopper.goto(listPage);
  await listDrawn(shopper);
  await expect(card.first()).toBeVisible();

  // Its phone corrected: a word is refused under the field, a number is saved and shown to shoppers.
  const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
  await phone.fill('call us');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The phone may hold only digits')).toBeVisible();
  await phone.fill('+962 7 9555 0199');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved: shoppers see the new details.')).toBeVisible();
  // Kept: it is there after a reload (which also clears the toasts over the page's top on a phone).
  await page.reload();
  await expect(page.getByRole('definition').filter({ hasText: '+962 7 9555 0199' })).toBeVisible();
  await shopper.goto(`/shops/${shop.id}`);
  await expect(shopper.getByText('+962 7 9555 0199')).toBeVisible();

  // In Arabic, right to left: the shop's page and the list.
  await page.getByRole('button', { name: 'Switch to Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'أحدث الطلبات', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'تعطيل', exact: true })).toBeVisible();
  await expectAccessible(page, 'console shop, Arabic');
  await page.getByRole('link', { name: 'كل المتاجر' }).click();
  await expect(page.getByRole('heading', { name: 'المتاجر', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'ابحث باسم المتجر أو اسم المالك أو بريده الإلكتروني' }).fill(shop.email);
  await expect(page.locator(`tr[data-row="${shop.id}"]`)).toContainText('مفعّل');
  await expectAccessible(page, 'console shops, Arabic');
});
