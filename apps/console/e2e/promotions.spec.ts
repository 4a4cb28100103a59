import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  formatMoney,
  type SellerProductsResponse,
  type StaffBannersResponse,
  type StaffFlashRequestsResponse,
  type StaffFlashSaleResponse,
} from '@souk/contract';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import { storefrontRunning } from '../../web/e2e/journey.ts';
import { apiAs, apiData, sellerToken, toast } from '../../web/e2e/support.ts';
import { signInAsStaff } from './staff.ts';
import { shopFor } from './support.ts';

/** A small PNG, as a staff member's picture file. */
const PICTURE = {
  name: 'banner.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAYAAAACCAIAAAD0PzoJAAAAEElEQVR4nGO4o6aGhhgwhQAQXQ3hE5IrmwAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** The signed-in staff member's token, as the console keeps it. */
const staffTokenOf = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('souk-console-session') ?? '{}') as { access: { token: string } }).access.token,
  );

/** A date-and-time input's value `ms` from now, in the browser's time zone. */
const localInput = (page: Page, ms: number) =>
  page.evaluate((offset) => {
    const date = new Date(Date.now() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, ms);

/** One of the shop's active products in no flash sale, with stock to offer. */
async function productOutsideSales(request: APIRequestContext, token: string) {
  const { products } = await apiAs<SellerProductsResponse>(
    request,
    token,
    '/seller/products?filter=active&sort=price_high&per_page=40',
  );
  for (const product of products.filter((p) => p.quantity >= 3)) {
    const { product: shown } = await apiData<{ product: { flash_sale: unknown } }>(
      request,
      `/product-details?product_id=${product.id}`,
    );
    if (shown.flash_sale === null) return product;
  }
  throw new Error('no product outside the flash sales');
}

/** Undoes the journey's changes as staff: its banner removed, its sale switched off. */
async function restore(request: APIRequestContext, token: string, title: string, saleId: number | undefined) {
  const headers = { Authorization: `Bearer ${token}` };
  const banners = await apiAs<StaffBannersResponse>(request, token, '/staff/promotions/banners');
  for (const banner of banners.slider.filter((row) => row.title === title)) {
    await request.delete(`/api/staff/promotions/banners/${banner.id}`, { headers });
  }
  if (saleId === undefined) return;
  const { flash_sale: sale } = await apiAs<StaffFlashSaleResponse>(
    request,
    token,
    `/staff/promotions/flash-sales/${saleId}`,
  );
  const { id: _id, translations: _names, thumbnail: _picture, ...values } = sale;
  await request.put(`/api/staff/promotions/flash-sales/${saleId}`, { headers, data: { ...values, is_active: false } });
}

test('staff add a slider banner and a flash sale, approve a shop’s product in it; the storefront follows', async ({
  page,
  request,
}, testInfo) => {
  const tag = testInfo.project.name === 'console-phone' ? 'Phone' : 'Desk';
  const bannerTitle = `Journey banner ${tag}`;
  const saleName = `Journey flash ${tag}`;
  const shopId = shopFor(testInfo.project.name, 10, 11);
  const owner = await sellerToken(request, shopId);
  const product = await productOutsideSales(request, owner);
  const normal = product.discount_price > 0 ? product.discount_price : product.price;
  const flashPrice = Math.floor(normal * 70) / 100;

  await signInAsStaff(page);
  const token = await staffTokenOf(page);
  let saleId: number | undefined;
  try {
    await page.goto('/console/promotions');
    await expect(page.getByRole('heading', { name: 'Banners and ads', level: 1 })).toBeVisible();
    await expectAccessible(page, 'console banners');

    // A slider banner with its picture: refused without a link the storefront has, then added.
    await page.getByRole('link', { name: 'Add a slider banner' }).click();
    await page.getByLabel('Choose a picture').setInputFiles(PICTURE);
    await page.getByLabel('Title').fill(bannerTitle);
    await page.getByLabel('Link').fill('/nowhere');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel('Link')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Link').fill('/best-deal');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, `${bannerTitle} added.`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Slider' }).locator(`li[data-row="${bannerTitle}"]`)).toBeVisible();

    const home = await page.context().newPage();
    await home.goto('/');
    await storefrontRunning(home);
    await expect(home.locator(`img[alt="${bannerTitle}"]`)).toHaveCount(1);
    await home.close();

    // A flash sale running from a few minutes ago, whose shops' products wait for approval.
    await page
      .getByRole('navigation', { name: 'Banners and flash sales' })
      .getByRole('link', { name: 'Flash sales' })
      .click();
    await page.getByRole('link', { name: 'Schedule a flash sale' }).click();
    await page.getByLabel('Choose a picture').setInputFiles(PICTURE);
    await page.getByLabel('Name', { exact: true }).fill(saleName);
    await page.getByLabel('Name in العربية').fill('عرض الرحلة');
    await page.getByLabel('Starts').fill(await localInput(page, -5 * 60_000));
    await page.getByLabel('Ends').fill(await localInput(page, 30 * 86_400_000));
    await expectAccessible(page, 'console new flash sale');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, `${saleName} scheduled.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: saleName, level: 1 })).toBeVisible();
    saleId = Number(/flash-sales\/(\d+)/.exec(page.url())?.[1]);

    // The shop asks to join it; the request waits for staff.
    const joined = await request.post(`/api/seller/flash-sales/${saleId}/entries`, {
      headers: { Authorization: `Bearer ${owner}` },
      data: { products: [{ product_id: product.id, price: flashPrice, quantity: 3 }] },
    });
    expect(((await joined.json()) as { data: { requested: number } }).data.requested).toBe(1);
    const { requests } = await apiAs<StaffFlashRequestsResponse>(
      request,
      token,
      `/staff/promotions/flash-sale-requests?flash_sale_id=${saleId}`,
    );
    const requestId = requests[0]!.id;

    await page.goto(`/console/promotions/requests?sale=${saleId}`);
    const card = page.locator(`li[data-row="${product.code}"]`);
    await expect(card).toContainText(formatMoney(flashPrice));
    await expectAccessible(page, 'console flash sale requests');
    await card.getByRole('button', { name: `Approve ${product.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(toast(page, `${product.name} approved.`)).toBeVisible();
    await expect(card).toHaveCount(0);

    // The sale's page shows the product at its flash price at the next load.
    const salePage = await page.context().newPage();
    await salePage.goto(`/flash-sale/${saleId}`);
    await storefrontRunning(salePage);
    const shown = salePage.getByRole('link').filter({ has: salePage.getByRole('heading', { name: product.name }) });
    await expect(shown.getByTestId('card-price')).toContainText(formatMoney(flashPrice));
    await salePage.close();

    // The audit log has the approval.
    await page.goto('/console/audit-log');
    await page.getByLabel('Action').selectOption('flash_sale_request.approve');
    await expect(
      page.getByRole('row').filter({ hasText: new RegExp(`(Flash sale request|flash_sale_request) ${requestId}`) }),
    ).toBeVisible();
  } finally {
    await restore(request, token, bannerTitle, saleId);
  }
});
