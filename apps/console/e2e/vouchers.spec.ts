import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import { addAddress, apiAs, apiData, signInAsNewCustomer, toast } from '../../web/e2e/support.ts';
import { shopFor, signedInOwner } from './support.ts';

interface Card {
  id: number;
  name: string;
  price: number;
  discount_price: number;
  quantity: number;
  shop: { id: number; name: string };
}

/** A product of `shopId` with stock to spare at 25 or more, so one of it meets a 20 minimum order. */
async function productOf(request: APIRequestContext, shopId: number): Promise<Card> {
  const { products } = await apiData<{ products: Card[] }>(request, `/products?shop_id=${shopId}&per_page=50`);
  const product = products.find((p) => p.quantity >= 5 && (p.discount_price > 0 ? p.discount_price : p.price) >= 25);
  if (!product) throw new Error(`shop ${shopId} has no product in stock at 25 or more`);
  return product;
}

const money = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('an owner adds a percentage voucher a shopper then uses at checkout, and pauses it', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const shopId = shopFor(testInfo.project.name, 3, 4);
  const code = `JV-${Date.now().toString(36)}${testInfo.project.name.length}`.toUpperCase();
  await signedInOwner(page, request, shopId);

  await page.goto('/console/vouchers');
  await expect(page.getByRole('heading', { name: 'Vouchers', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Voucher states' }).getByRole('link')).toHaveCount(5);
  await expectAccessible(page, 'console vouchers');

  // A new voucher: a percentage above 100 is refused under its field, then a code already taken.
  await page.getByRole('link', { name: 'New voucher' }).click();
  await expect(page.getByRole('heading', { name: 'New voucher' })).toBeVisible();
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Discount (%)').fill('150');
  await page.getByLabel('Minimum order').fill('20');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The percentage must be a whole number from 1 to 100.')).toBeVisible();
  await expect(page.getByLabel('Discount (%)')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'console voucher form');
  await page.getByLabel('Discount (%)').fill('10');
  await page.getByLabel('Code').fill('shop1save10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The code has already been taken.')).toBeVisible();
  await expect(page.getByLabel('Code')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Voucher added.')).toBeVisible();
  await expect(page).toHaveURL(/\/console\/vouchers\/\d+$/);
  await expect(page.getByRole('heading', { name: `Voucher ${code}` })).toBeVisible();
  await expect(page.getByText('Running', { exact: true })).toBeVisible();
  await expect(page.getByText('No order has used this voucher yet.')).toBeVisible();
  const voucherUrl = page.url();

  // The list has it, found by part of its code in any case.
  await page.goto(`/console/vouchers?search=${encodeURIComponent(code.slice(3).toLowerCase())}`);
  const row = page.locator(`tr[data-row="${code}"]`);
  await expect(row).toContainText('10%');
  await expect(row).toContainText('$20.00');
  await expect(row).toContainText('Running');

  // A shopper with the shop's product in the basket applies the code at checkout.
  const product = await productOf(request, shopId);
  const shopperPage = await (await browser.newContext()).newPage();
  const shopper = await signInAsNewCustomer(shopperPage, request, `console-voucher-${shopId}`);
  await addAddress(request, shopper.token);
  await apiAs(request, shopper.token, '/cart/store', { product_id: product.id, quantity: 1 });
  const priced = await apiAs<{ checkout: { coupon_discount: number; payable_amount: number } }>(
    request,
    shopper.token,
    '/cart/checkout',
    { shop_ids: [shopId], coupon_code: code },
  );
  expect(priced.checkout.coupon_discount).toBeGreaterThan(0);
  await shopperPage.goto('/');
  await shopperPage.getByTestId('cart-button').click();
  const drawer = shopperPage.getByRole('dialog', { name: /My Cart/ });
  await drawer.getByRole('checkbox', { name: `Select ${product.shop.name}` }).check();
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(shopperPage).toHaveURL(/\/checkout$/);
  await shopperPage.getByLabel('Voucher Code').fill(code);
  await shopperPage.getByRole('button', { name: 'Apply' }).click();
  await expect(shopperPage.getByTestId('applied-voucher')).toHaveText(`Voucher ${code} applied`);
  await expect(shopperPage.getByTestId('totals')).toContainText(
    `Coupon Discount-${money(priced.checkout.coupon_discount)}`,
  );
  await expect(shopperPage.getByTestId('totals')).toContainText(money(priced.checkout.payable_amount));

  // Paused by the owner, the same checkout refuses it.
  await page.goto(voucherUrl);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(toast(page, `Voucher ${code} is paused`)).toBeVisible();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  await shopperPage.reload();
  await expect(shopperPage.getByRole('alert').filter({ hasText: 'This voucher is not active.' })).toBeVisible();
  await expect(shopperPage.getByTestId('totals')).not.toContainText('Coupon Discount-');
  await shopperPage.context().close();
});
