import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductCard, Suggestions } from '@souk/contract';
import { expectAccessible } from './a11y-support.ts';
import { expect, test } from './journey.ts';
import { apiData, isPhone, storeLocale } from './support.ts';

// Suggestions as the shopper types into the navbar's search field (the search dialog on a
// phone), against the real server: the list the server answers, stepped through with the keys.

const suggestions = (request: APIRequestContext, text: string, locale = 'en') =>
  apiData<Suggestions>(request, `/search/suggestions?q=${encodeURIComponent(text)}`, locale);

/** The search field, in the phone's dialog opened from the navbar's button when the field is hidden. */
async function searchField(page: Page, searchLabel = 'Search') {
  if (isPhone(page)) {
    await page.getByRole('button', { name: searchLabel, exact: true }).click();
    return page.getByRole('dialog').getByRole('searchbox');
  }
  return page.getByRole('searchbox');
}

test('typing shows matching products, categories and shops; the keys open one', async ({ page, request }) => {
  // Two axe checks: beside two other workers on two cores, each can take 15 s.
  test.setTimeout(90_000);
  const expected = await suggestions(request, 'sne');
  expect(expected.products.length).toBeGreaterThan(1);
  await page.goto('/');
  const field = await searchField(page);
  await expectAccessible(page, 'the search field, its list closed');
  await field.pressSequentially('sne', { delay: 30 });
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list).toBeVisible();
  const around = isPhone(page) ? page.getByRole('dialog') : page.getByRole('search');
  await expect(around.getByTestId('suggestion-count')).toHaveText(
    `${expected.products.length + expected.categories.length + expected.shops.length} suggestions`,
  );
  const products = list.getByRole('group', { name: 'Products' }).getByRole('option');
  await expect(products).toHaveCount(expected.products.length);
  for (const [i, product] of expected.products.entries()) await expect(products.nth(i)).toContainText(product.name);
  if (expected.categories.length > 0) {
    await expect(list.getByRole('group', { name: 'Categories' }).getByRole('option').first()).toHaveText(
      expected.categories[0]!.name,
    );
  }
  await expect(list.getByRole('option').last()).toHaveText('Search for sne');
  await expectAccessible(page, 'the open suggestion list');

  // Down twice: the second product is the active one, and Enter opens it.
  await field.press('ArrowDown');
  await field.press('ArrowDown');
  const second = products.nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/products/${expected.products[1]!.id}/details$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.products[1]!.name);
  await expect(list).toBeHidden();
  if (isPhone(page)) await expect(page.getByRole('dialog')).toBeHidden();
  else await expect(field).toHaveValue('');
});

test('Escape closes the list, and Enter with no row chosen searches the text', async ({ page, request }) => {
  expect((await suggestions(request, 'lamp')).products.length).toBeGreaterThan(0);
  await page.goto('/');
  const field = await searchField(page);
  await field.fill('lamp');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list).toBeVisible();
  await field.press('Escape');
  await expect(list).toBeHidden();
  // On a phone the dialog stays for the next try; the field keeps the text.
  if (isPhone(page)) await expect(page.getByRole('dialog')).toBeVisible();
  await expect(field).toHaveValue('lamp');
  // The arrow keys open it again; Up goes to the last row, the search for the text.
  await field.press('ArrowDown');
  await expect(list).toBeVisible();
  await field.press('ArrowUp');
  await expect(list.getByRole('option').last()).toHaveAttribute('aria-selected', 'true');
  await field.press('ArrowDown');
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await field.fill('lamps');
  await expect(list.getByRole('option', { selected: true })).toHaveCount(0);
  await field.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=lamps$/);
});

test('a typo still finds what was meant, and a category suggestion opens its page', async ({ page, request }) => {
  const expected = await suggestions(request, 'sneakr');
  expect(expected.products.length).toBeGreaterThan(0);
  const category = expected.categories.find((c) => c.name === 'Sneakers')!;
  expect(category).toBeDefined();
  await page.goto('/');
  const field = await searchField(page);
  await field.fill('sneakr');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('group', { name: 'Products' }).getByRole('option').first()).toContainText(/Sneaker/);
  await list.getByRole('group', { name: 'Categories' }).getByRole('option', { name: 'Sneakers' }).click();
  await expect(page).toHaveURL(new RegExp(`/categories/${category.parent_id}\\?subcategory=${category.id}$`));
  await expect(list).toBeHidden();
});

test('in Arabic, the list is right to left and names are in Arabic', async ({ page, request }) => {
  const arabic = await apiData<Record<string, string>>(request, '/lang/ar');
  // The first word of a product's Arabic name.
  const { products: cards } = await apiData<{ products: ProductCard[] }>(request, '/products?per_page=100', 'ar');
  const typed = cards.find((card) => /\p{Script=Arabic}/u.test(card.name))!.name.split(' ')[0]!;
  const expected = await suggestions(request, typed, 'ar');
  expect(expected.products.length).toBeGreaterThan(0);
  await storeLocale(page, 'ar');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const field = await searchField(page, arabic['Search']);
  await field.fill(typed);
  const list = page.getByRole('listbox', { name: arabic['Suggestions'] });
  const products = list.getByRole('group', { name: arabic['Products'] }).getByRole('option');
  await expect(products.first()).toContainText(expected.products[0]!.name);
  await expect(list.getByRole('option').last()).toHaveText(`${arabic['Search for']} ${typed}`);
  // The list lines up with the field from the right.
  const [fieldBox, listBox] = [await field.boundingBox(), await list.boundingBox()];
  if (!isPhone(page)) expect(Math.abs(fieldBox!.x + fieldBox!.width - (listBox!.x + listBox!.width))).toBeLessThan(80);
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/products/${expected.products[0]!.id}/details$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.products[0]!.name);
});

// Not a check: saves the suggestions open under the field, and an Arabic or French product page
// of the demo catalogue, desktop and phone, in both directions, for review. Run with SCREENSHOTS=1.
for (const locale of ['en', 'ar', 'fr']) {
  test(`search suggestions and a translated product in ${locale} @screens`, async ({ page, request }, info) => {
    const shot = async (name: string) =>
      page.screenshot({
        path: path.resolve(
          import.meta.dirname,
          `../../../test-results/screens/${info.project.name}-${locale}-${name}.png`,
        ),
      });
    const texts = await apiData<Record<string, string>>(request, `/lang/${locale}`);
    const { products } = await apiData<{ products: ProductCard[] }>(request, '/products?per_page=20', locale);
    const product = products[3]!;
    await storeLocale(page, locale);
    await page.goto('/');
    const field = await searchField(page, texts['Search']);
    await field.fill(product.name.split(' ')[0]!.slice(0, 4));
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    // The rows' pictures arrive after the rows: shot once every one has loaded.
    await expect
      .poll(() =>
        page
          .getByRole('listbox')
          .locator('img')
          .evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete)),
      )
      .toBe(true);
    await shot('suggestions');
    await page.goto(`/products/${product.id}/details`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot('product');
  });
}
