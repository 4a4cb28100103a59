import path from 'node:path';
import type { Page } from '@playwright/test';
import { test } from './journey.ts';
import { addAddress, apiAs, productsFromTwoShops, signInAsNewCustomer, storeLocale } from './support.ts';

const outDir = path.resolve(import.meta.dirname, '../../../test-results/screens');

// Not a check: saves the buying screens (cart drawer, checkout, order history and details,
// invoice), desktop and phone, in both directions, for review. Run with SCREENSHOTS=1.
for (const locale of ['en', 'ar']) {
  test(`buying screens in ${locale} @screens`, async ({ page, request }, info) => {
    test.setTimeout(90_000);
    const shot = async (name: string, fullPage = true) => {
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(outDir, `${info.project.name}-${locale}-${name}.png`), fullPage });
    };
    const { token } = await signInAsNewCustomer(page, request, `shots-buy-${locale}`);
    await addAddress(request, token);
    const { first, extra, other } = await productsFromTwoShops(request, locale === 'en' ? 4 : 5);
    for (const product of [first, extra, other]) {
      await apiAs(request, token, '/cart/store', {
        product_id: product.id,
        quantity: 2,
        size: product.sizes[1]!.id,
        color: product.colors[1]!.id,
      });
    }
    await storeLocale(page, locale);
    await page.goto('/');
    await openCart(page);
    await page.getByRole('dialog').getByRole('checkbox').first().check();
    await shot('cart-drawer', false);
    await page
      .getByRole('dialog')
      .getByTestId('cart-shop')
      .first()
      .locator('button', { hasText: /Vouchers|القسائم/ })
      .click();
    await page.getByTestId('voucher-card').first().waitFor();
    await shot('vouchers', false);

    await page.goto('/checkout');
    await page.getByTestId('totals').waitFor();
    await shot('checkout');

    const placed = await apiAs<{ orders: Array<{ id: number }> }>(request, token, '/place-order', {
      shop_ids: [other.shop.id],
      address_id: (await apiAs<{ addresses: Array<{ id: number }> }>(request, token, '/addresses')).addresses[0]!.id,
      payment_method: 'cash',
      note: 'Leave it at the door',
    });
    await page.goto('/order-history');
    await page.getByTestId('order-row').first().waitFor();
    await shot('order-history');
    await page.goto(`/order-history/${placed.orders[0]!.id}`);
    await page.getByTestId('order-timeline').waitFor();
    await shot('order-details');
    await page.goto(`/order-history/${placed.orders[0]!.id}/invoice`);
    await page.getByTestId('invoice').waitFor();
    await shot('invoice');
  });
}

async function openCart(page: Page) {
  await page.getByTestId('cart-button').click();
  await page.getByRole('dialog').waitFor();
}
