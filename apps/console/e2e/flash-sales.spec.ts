import { expect, test } from '@playwright/test';
import {
  formatMoney,
  type SellerFlashSaleResponse,
  type SellerFlashSalesResponse,
  type SellerProductsResponse,
} from '@souk/contract';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import { apiAs, apiData, DEMO_CUSTOMER, sellerToken, toast } from '../../web/e2e/support.ts';
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
  const coming = sales.find((s) => s.status === 'upcoming')!;
  const comingCard = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: coming.name }) });
  await expect(comingCard.getByText('Coming', { exact: true })).toBeVisible();
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

/** A small PNG, the picture of the sale the next journey asks to join. */
const PICTURE = {
  name: 'sale.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAYAAAACCAIAAAD0PzoJAAAAEElEQVR4nGO4o6aGhhgwhQAQXQ3hE5IrmwAAAABJRU5ErkJggg==',
    'base64',
  ),
};

test('an owner asks to put a product in a sale that needs approval, sees the request waiting, and withdraws it', async ({
  page,
  request,
}, testInfo) => {
  const shopId = shopFor(testInfo.project.name, 8, 9);
  const staff = await request.post('/api/seller/staff-login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { email: 'staff@example.com', password: DEMO_CUSTOMER.password },
  });
  const staffToken = ((await staff.json()) as { data: { access: { token: string } } }).data.access.token;
  const day = 86_400_000;
  const sale = {
    name: `Approval sale ${testInfo.project.name}`,
    // Later than the demo's coming sale, which the journey above looks for first among those coming.
    start_date: new Date(Date.now() + 5 * day).toISOString(),
    end_date: new Date(Date.now() + 6 * day).toISOString(),
    is_active: 'true',
    approval_required: 'true',
  };
  const created = await request.post('/api/staff/promotions/flash-sales', {
    headers: { Authorization: `Bearer ${staffToken}` },
    multipart: { ...sale, thumbnail: PICTURE },
  });
  expect(created.status(), await created.text()).toBe(200);
  const saleId = ((await created.json()) as { data: { flash_sale: { id: number } } }).data.flash_sale.id;
  try {
    const token = await sellerToken(request, shopId);
    const { products } = await apiAs<SellerProductsResponse>(
      request,
      token,
      '/seller/products?filter=active&per_page=5',
    );
    const product = products.find((p) => p.quantity >= 2)!;
    const normal = product.discount_price > 0 ? product.discount_price : product.price;
    await signedInOwner(page, request, shopId);

    await page.goto(`/console/flash-sales/${saleId}`);
    await expect(page.getByRole('heading', { name: sale.name, level: 1 })).toBeVisible();
    await expect(page.getByText('wait for the platform’s approval')).toBeVisible();
    await page.getByRole('button', { name: 'Add products' }).click();
    await page.getByRole('searchbox', { name: 'Search your active products' }).fill(product.code);
    // Names repeat across a shop's products: the row is the one with the product's code.
    await page
      .getByRole('listitem')
      .filter({ hasText: product.code })
      .getByRole('button', { name: `Pick ${product.name}` })
      .click();
    const picked = page.getByRole('form', { name: 'Picked products' });
    await picked.getByLabel(`Flash price of ${product.name}`).fill((Math.floor(normal * 80) / 100).toFixed(2));
    await picked.getByLabel(`Quantity of ${product.name}`).fill('2');
    await page.getByRole('button', { name: 'Add to the sale' }).click();
    await expect(toast(page, '1 product sent for approval.')).toBeVisible();

    const requests = page.getByRole('list', { name: 'Your requests' });
    const row = requests.locator(`li[data-row="${product.code}"]`);
    await expect(row.getByText('Waiting', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your products in this sale' })).toHaveCount(0);
    await expectAccessible(page, 'console flash sale, request waiting');

    await row.getByRole('button', { name: `Withdraw the request for ${product.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(toast(page, `The request for ${product.name} was withdrawn.`)).toBeVisible();
    await expect(requests).toHaveCount(0);
  } finally {
    await request.put(`/api/staff/promotions/flash-sales/${saleId}`, {
      headers: { Authorization: `Bearer ${staffToken}` },
      data: { ...sale, is_active: false },
    });
  }
});
