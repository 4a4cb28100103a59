import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import { placeCashOrder, signInAsNewCustomer } from '../../web/e2e/support.ts';
import { openOwnShop } from './own-shop.ts';
import { signInAsStaff } from './staff.ts';

test("platform staff open a shop's console read-only: its products and orders under a banner, nothing to save, and back", async ({
  browser,
  page,
  request,
}, testInfo) => {
  await signInAsStaff(page);
  const shop = await openOwnShop(page, request, `view-${testInfo.project.name}`);
  const shopper = await (await browser.newContext()).newPage();
  const customer = await signInAsNewCustomer(shopper, request, `console-view-${shop.id}`);
  const orderCode = await placeCashOrder(request, customer.token, {
    ...shop.product,
    shop: { id: shop.id, name: shop.name },
    sizes: [],
    colors: [],
  });

  // From the shop's staff page, its console opens on the owner's dashboard, under the banner.
  await page.goto(`/console/shops/${shop.id}`);
  await expect(page.getByRole('heading', { name: shop.name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Open shop console' }).click();
  await expect(page).toHaveURL(/\/console\/dashboard$/);
  const banner = page.getByRole('region', { name: 'Support view' });
  await expect(banner).toContainText(shop.name);
  await expect(banner).toContainText('console as platform staff — read only');
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Shops' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Support' })).toHaveCount(0);

  // The shop's products, with nothing to add or select; its product, with nothing to save.
  await menu.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  const product = page.getByRole('link', { name: shop.product.name });
  await expect(product).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a product' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expectAccessible(page, 'console support view, products');
  await product.click();
  await expect(page.getByRole('heading', { name: 'Edit product', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true }).first()).toHaveValue(shop.product.name);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Duplicate' })).toHaveCount(0);

  // Its order, without the steps that would move it. A reload keeps the view.
  await menu.getByRole('link', { name: 'Orders' }).click();
  await page.getByRole('link', { name: orderCode }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderCode}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Mark / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: `Order ${orderCode}`, level: 1 })).toBeVisible();
  await expect(banner).toBeVisible();

  // In Arabic, right to left, the banner says the same.
  await page.getByRole('button', { name: 'Switch to Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const bannerAr = page.getByRole('region', { name: 'عرض الدعم' });
  await expect(bannerAr).toContainText('بصفتك من فريق المنصة — للاطلاع فقط');
  await expectAccessible(page, 'console support view, order, Arabic');
  await page.getByRole('button', { name: 'التبديل إلى الإنجليزية' }).click();

  // Exit: back on the shop's staff page, the staff sections again; the opening is in the audit log.
  await banner.getByRole('button', { name: 'Exit' }).click();
  await expect(page).toHaveURL(new RegExp(`/console/shops/${shop.id}$`));
  await expect(page.getByRole('heading', { name: shop.name, level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await menu.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('row').filter({ hasText: "Opened a shop's console (read only)" }).first()).toBeVisible();
});
