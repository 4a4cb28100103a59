import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import { apiAs, sellerToken, toast } from '../../web/e2e/support.ts';
import { shopFor, signedInOwner } from './support.ts';

const SHOTS = '/tmp/shots-product-csv';
const HEADER =
  'code,name,category,sub_category,brand,unit,price,discount_price,quantity,is_active,sizes,colours,short_description,description,seo_title,seo_description';

async function shot(page: Page, name: string, project: string) {
  await page.screenshot({ path: `${SHOTS}/${project}-${name}.png`, fullPage: true });
}

/** Chooses a CSV file of `lines` in the import's file control. */
async function chooseFile(page: Page, name: string, lines: string[]) {
  const input = page.locator('input[type="file"]');
  await input.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`) });
}

test('an owner exports the products, corrects a refused row and imports new ones', async ({
  page,
  request,
}, testInfo) => {
  const project = testInfo.project.name;
  // Every demo shop (1 to 12) has journeys of its own; these add products only, above low stock.
  const shopId = shopFor(project, 6, 1);
  const stamp = `${Date.now().toString(36)}${project.length}`.toUpperCase();
  const token = await sellerToken(request, shopId);
  const { categories } = await apiAs<{ categories: { name: string }[] }>(request, token, '/seller/product-options');
  // Quoted: a category's name may hold a comma.
  const category = `"${categories[0]!.name.replaceAll('"', '""')}"`;
  const mine = (search: string) =>
    apiAs<{ total: number; products: { code: string; name: string }[] }>(
      request,
      token,
      `/seller/products?per_page=20&search=${encodeURIComponent(search)}`,
    );
  await signedInOwner(page, request, shopId);

  await page.goto('/console/products/import');
  await expect(page.getByRole('heading', { name: 'Import and export products', level: 1 })).toBeVisible();
  await expectAccessible(page, 'console product import');

  // The export: a UTF-8 file with the header row, holding the shop's products.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = await readFile(await download.path(), 'utf8');
  expect(exported.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
  const { total, products } = await mine('');
  expect(total).toBeGreaterThan(0);
  for (const product of products) expect(exported).toContain(`\r\n${product.code},`);
  await expect(toast(page, 'Your products were downloaded.')).toBeVisible();

  // A file with one bad row: the check names its line and column, and nothing is written.
  const good = `CSV-${stamp}-1,Journey Tea Glass ${stamp},${category},12.5,30,1`;
  const lines = (price: string) => [
    'code,name,category,price,quantity,is_active',
    good,
    `CSV-${stamp}-2,Journey Tea Tray ${stamp},${category},${price},40,1`,
  ];
  await chooseFile(page, 'tea.csv', lines('twelve'));
  const report = page.locator('[data-report="dry-run"]');
  await expect(report.getByRole('heading', { name: 'What importing tea.csv would do' })).toBeVisible();
  await expect(report.locator('[data-count="refused"]')).toContainText('1');
  await expect(report.getByRole('alert')).toContainText('Nothing has been imported.');
  const refused = report.getByRole('region', { name: 'Refused rows' }).locator('tr[data-row="3"]');
  await expect(refused).toContainText('price');
  await expect(refused).toContainText('The price must be a number.');
  await expect(report.getByRole('button', { name: /^Import/ })).toHaveCount(0);
  expect((await mine(stamp)).total).toBe(0);
  await expectAccessible(page, 'console product import, refused rows');
  await shot(page, 'refused-en', project);

  // Corrected and chosen again: a clean check, then the import.
  await chooseFile(page, 'tea.csv', lines('24'));
  await expect(report.getByText('The file is ready. Nothing has been written yet.')).toBeVisible();
  await expect(report.locator('[data-count="created"]')).toContainText('2');
  expect((await mine(stamp)).total).toBe(0);
  await shot(page, 'ready-en', project);
  await report.getByRole('button', { name: 'Import 2 products' }).click();
  await expect(toast(page, '2 products imported.')).toBeVisible();
  const result = page.locator('[data-report="import"]');
  await expect(result.getByText('Imported: 2 new and 0 changed products.')).toBeVisible();
  await shot(page, 'imported-en', project);

  // The new products are in the shop's table.
  await result.getByRole('link', { name: 'View the products' }).click();
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await page.getByRole('searchbox').fill(stamp);
  await expect(page.locator('tr[data-row]')).toHaveCount(2);
  await expect(page.getByRole('link', { name: `Journey Tea Glass ${stamp}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Journey Tea Tray ${stamp}` })).toBeVisible();

  // The same screen in Arabic, right to left, with the server's reasons in Arabic too.
  await page.goto('/console/products/import');
  await page.getByRole('button', { name: 'Switch to Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'استيراد المنتجات وتصديرها', level: 1 })).toBeVisible();
  await chooseFile(page, 'tea.csv', [
    lines('twelve')[0]!,
    `CSV-${stamp}-3,Journey Tea Cup ${stamp},${category},x,50,1`,
  ]);
  await expect(report.getByRole('region', { name: 'الصفوف المرفوضة' }).locator('tr[data-row="2"]')).toBeVisible();
  await expect(report.getByRole('alert')).toContainText('لم يُستورد شيء.');
  await expectAccessible(page, 'console product import, Arabic');
  await shot(page, 'refused-ar', project);
  await page.getByRole('button', { name: 'التبديل إلى الإنجليزية' }).click();
});
