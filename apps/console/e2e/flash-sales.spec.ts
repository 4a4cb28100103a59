import { expect, test } from '@playwright/test';
import {
  formatMoney,
  type SellerFlashSaleResponse,
  type SellerFlashSalesResponse,
  type SellerProductsResponse,
} from '@souk/contract';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import { apiAs, apiData, sellerToken, toast } from '../../web/e2e/support.ts';
import { shopFor, signedInOwner } from './support.ts';

test('an owner puts two products in a running flash sale, shoppers see the flash price, then the owner changes and removes them', async ({
  page,
  request,
}, testInfo) => {
  const shopId = shopFor(testInfo.project.name, 2, 12);
  const token = await sellerToken(request, shopId);
  const { flash_sales: sales } = await apiAs<SellerFlashSalesResponse>(request, token, '/seller/flash-sales');
  const sale = sales.find((s) => s.status === 'running')!;
  const { entries } = await apiAs<SellerFlashSaleResponse>(
    request,
    token,
    `/seller/flash-sales/${sale.id}?per_page=100`,
  );
  const inSale = new Set(entries.map((entry) => entry.product.id));
  const { products } = await apiAs<SellerProductsResponse>(
    request,
    token,
    '/seller/products?filter=active&sort=price_high&per_page=100',
  );
  const [first, second] = products.filter((p) => !inSale.has(p.id) && p.quantity >= 3);
  const normal = (p: typeof first) => (p!.discount_price > 0 ? p!.discount_price : p!.price);
  /** A decimal amount as the owner types it. */
  const typed = (amount: number) => amount.toFixed(2);
  const flashPrice = Math.floor(normal(first) * 70) / 100;
  await signedInOwner(page, request, shopId);

  // The sales the shop can join: running and coming, with the shop's part in each.
  await page.goto('/console/flash-sales');
  await expect(page.getByRole('heading', { name: 'Flash sales', level: 1 })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: sale.name }) });
  await expect(card.getByText('Running', { exact: true })).toBeVisible();
  await expect(card.getByText(`Your products: ${sale.entries}`)).toBeVisible();
  await expect(page.getByText('Coming', { exact: true })).toBeVisible();
  await expectAccessible(page, 'console flash sales');

  // Two products picked, one priced above what it sells at: the server names that row.
  await card.getByRole('link', { name: sale.name }).click();
  await expect(page.getByRole('heading', { name: sale.name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add products' }).click();
  for (const product of [first!, second!]) {
    await page.getByRole('searchbox', { name: 'Search your active products' }).fill(product.code);
    await page.getByRole('button', { name: `Pick ${product.name}` }).click();
  }
  const picked = page.getByRole('form', { name: 'Picked products' });
  await picked.getByLabel(`Flash price of ${first!.name}`).fill(typed(normal(first) + 1));
  await picked.getByLabel(`Quantity of ${first!.name}`).fill('3');
  await picked.getByLabel(`Flash price of ${second!.name}`).fill(typed(Math.floor(normal(second) * 80) / 100));
  await expect(picked.locator(`[data-row="${second!.code}"]`).getByText('20% off')).toBeVisible();
  await picked.getByLabel(`Quantity of ${second!.name}`).fill('2');
  await expectAccessible(page, 'console flash sale, adding products');
  await page.getByRole('button', { name: 'Add to the sale' }).click();
  const firstRow = picked.locator(`[data-row="${first!.code}"]`);
  await expect(firstRow.getByText('The flash price must be less than the price the product sells at.')).toBeVisible();
  await expect(picked.getByLabel(`Flash price of ${first!.name}`)).toHaveAttribute('aria-invalid', 'true');
  await expect(picked.getByLabel(`Flash price of ${second!.name}`)).not.toHaveAttribute('aria-invalid', 'true');

  await picked.getByLabel(`Flash price of ${first!.name}`).fill(typed(flashPrice));
  await page.getByRole('button', { name: 'Add to the sale' }).click();
  await expect(toast(page, '2 products added to the sale.')).toBeVisible();
  const table = page.getByRole('region', { name: 'Your products in this sale' });
  await expect(table.locator(`tr[data-row="${first!.code}"]`)).toContainText(formatMoney(flashPrice));
  await expect(table.locator(`tr[data-row="${second!.code}"]`)).toBeVisible();
  await expectAccessible(page, 'console flash sale');

  // Shoppers see it at once at the flash price, on its page.
  const shopper = await page.context().newPage();
  await shopper.goto(`/products/${first!.id}/details`);
  await expect(shopper.getByTestId('product-price')).toContainText(formatMoney(flashPrice));
  await shopper.close();

  // The quantity changed in place, and the other product taken out of the sale.
  const row = table.locator(`tr[data-row="${first!.code}"]`);
  await row.getByRole('button', { name: `Edit ${first!.name}` }).click();
  await row.getByLabel(`Quantity of ${first!.name}`).fill('2');
  await row.getByRole('button', { name: `Save ${first!.name}` }).click();
  await expect(toast(page, `${first!.name} saved.`)).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');

  page.once('dialog', (dialog) => void dialog.accept());
  await table.getByRole('button', { name: `Remove ${second!.name} from the sale` }).click();
  await expect(toast(page, `${second!.name} was taken out of the sale.`)).toBeVisible();
  await expect(table.locator(`tr[data-row="${second!.code}"]`)).toHaveCount(0);
  const details = await apiData<{ product: { flash_sale: { id: number } | null } }>(
    request,
    `/product-details?product_id=${second!.id}`,
  );
  expect(details.product.flash_sale).toBeNull();
});
