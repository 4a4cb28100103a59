import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import { apiData, toast } from '../../web/e2e/support.ts';
import { shopFor, signedInOwner } from './support.ts';

interface Card {
  id: number;
  name: string;
  price: number;
  discount_price: number;
  quantity: number;
}

test('an owner finds products, adds one the shop then sells, edits, copies and restocks it', async ({
  page,
  request,
}, testInfo) => {
  const shopId = shopFor(testInfo.project.name, 3, 4);
  const stamp = `${Date.now().toString(36)}${testInfo.project.name.length}`;
  const name = `Journey Desk Lamp ${stamp}`;
  const code = `JDL-${stamp}`.toUpperCase();
  await signedInOwner(page, request, shopId);

  // The table: the shop's own products, sorted by the server.
  await page.goto('/console/products?sort=price_low');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(page.getByText(/^[\d,]+ products$/)).toBeVisible();
  await expectAccessible(page, 'console products');

  // A new product: the form names what is missing, then what is wrong.
  await page.getByRole('link', { name: 'Add a product' }).click();
  await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Category', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Price', { exact: true }).fill('25');
  await page.getByLabel('Discount price (0 for none)').fill('30');
  await page.getByLabel('Stock', { exact: true }).fill('3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The discount price must be less than the price.')).toBeVisible();
  await page.getByLabel('Discount price (0 for none)').fill('20');
  // The description is rich text: a bold word stays bold for shoppers.
  const description = page.getByRole('textbox', { name: 'Description', exact: true });
  await description.click();
  await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).click();
  await description.pressSequentially('Warm');
  await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).click();
  await description.pressSequentially(' light for late reading.');
  await page.getByRole('button', { name: 'Add a size' }).click();
  await page.getByRole('group', { name: 'Sizes' }).getByLabel('Size', { exact: true }).fill('Large');
  await page.getByRole('group', { name: 'Sizes' }).getByLabel('Extra price').fill('2.50');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Product added.')).toBeVisible();
  await expect(page).toHaveURL(/\/console\/products\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Edit product' })).toBeVisible();
  await expectAccessible(page, 'console product form');

  // Shoppers find it at once, at its discount price, with the description as written.
  const { products } = await apiData<{ products: Card[] }>(request, `/products?search=${encodeURIComponent(name)}`);
  expect(products.map((p) => [p.name, p.discount_price])).toContainEqual([name, 20]);
  const created = products.find((p) => p.name === name)!;
  const details = await apiData<{ product: { description: string } }>(
    request,
    `/product-details?product_id=${created.id}`,
  );
  expect(details.product.description).toContain('<strong>Warm</strong> light for late reading.');

  // A second save changes the price shoppers see.
  await page.getByLabel('Discount price (0 for none)').fill('0');
  await page.getByLabel('Price', { exact: true }).fill('31.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Product saved.')).toBeVisible();
  const id = Number(/\/products\/(\d+)$/.exec(page.url())?.[1]);
  await expect
    .poll(
      async () =>
        (await apiData<{ products: Card[] }>(request, `/products?search=${encodeURIComponent(name)}`)).products.find(
          (p) => p.id === id,
        )?.price,
    )
    .toBe(31.5);

  // A copy: new code, inactive, named as a copy.
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(toast(page, 'A copy was made')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`${name} (copy)`);
  await expect(page.getByLabel('Active: shoppers can see and buy it')).not.toBeChecked();

  // Low stock lists both; the two are restocked together.
  await page.goto(`/console/products?filter=low_stock&search=${encodeURIComponent(stamp)}`);
  await expect(page.locator('tr[data-row]')).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select every product on this page' }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByLabel('New stock').fill('40');
  await page.getByRole('button', { name: 'Apply to selected' }).click();
  await expect(toast(page, '2 products updated.')).toBeVisible();
  await expect(page.getByText('No products match.')).toBeVisible();
});
