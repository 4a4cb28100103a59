import { expect, type Locator, test } from '@playwright/test';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import { storefrontRunning } from '../../web/e2e/journey.ts';
import { toast } from '../../web/e2e/support.ts';
import { signInAsStaff } from './staff.ts';

/**
 * Both projects run at once against one database: each adds a sub-category of its own under a
 * demo category of its own, and removes it at the end; the demo's categories keep their order.
 */
const setting = (project: string) =>
  project === 'console-phone'
    ? { tag: 'Phone', parent: 'Shoes', slug: 'shoes' }
    : { tag: 'Desk', parent: 'Fashion', slug: 'fashion' };

/** A small PNG, as a picture chosen from the disk. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAkCAIAAAC2bqvFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAaElEQVRYhe2SQQkAQRDD+q/XsxLL6+E+YaAQAWlo+nGa6AbdAPSK3YW4S3SDbgB6xe5C3CW6QTcAvWJ3Ie4S3aAbgF6xuxB3iW7QDUCv2F2Iu0Q36AagV+wuxF2iG3QD0Ct2F0IP+ZsH6H9IiJn2Z24AAAAASUVORK5CYII=',
  'base64',
);

/** The console's rows of a list, by name, in order. */
const rowNames = (list: Locator) =>
  list.locator(':scope > li').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row')));

test('platform staff add a sub-category with its picture, rename and reorder it; the storefront follows', async ({
  page,
}, testInfo) => {
  const { tag, parent, slug } = setting(testInfo.project.name);
  const name = `Capes ${tag}`;
  const renamed = `Capes & Cloaks ${tag}`;

  await signInAsStaff(page, '/catalogue/categories');
  await expect(page.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Categories' }).locator(`li[data-row="${parent}"]`)).toBeVisible();
  await expectAccessible(page, 'console catalogue');

  // A sub-category, added from its category's page and named in Arabic too, then its picture.
  await page.getByRole('link', { name: `Edit ${parent}` }).click();
  const subs = page.getByRole('list', { name: `Sub-categories of ${parent}` });
  await expect(subs.locator(':scope > li').first()).toBeVisible();
  await page.getByRole('link', { name: 'Add a sub-category' }).click();
  await expect(page.getByRole('heading', { name: `Add a sub-category to ${parent}`, level: 1 })).toBeVisible();
  await expect(page.getByLabel('Parent category').locator('option:checked')).toHaveText(parent);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Name in العربية').fill(`عباءات ${tag}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `${name} added`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `The category ${name}`, level: 1 })).toBeVisible();
  await page
    .getByLabel('Choose a new picture')
    .setInputFiles({ name: 'cape.png', mimeType: 'image/png', buffer: PICTURE });
  await expect(toast(page, 'Picture saved')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Picture' })).toHaveAttribute('src', /^\/uploads\/categories\/\w+\.png$/);
  await expectAccessible(page, 'console category');

  // Renamed, then moved up a place with the keyboard (the focus stays on its button).
  await page.getByLabel('Name', { exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `${renamed} saved.`)).toBeVisible();
  await expect(subs.locator(`li[data-row="${renamed}"]`)).toBeVisible();
  const before = await rowNames(subs);
  const moveUp = page.getByRole('button', { name: `Move ${renamed} up` });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, `${renamed} moved to place ${before.length - 1}.`)).toBeVisible();
  await expect(moveUp).toBeFocused();
  const order = await rowNames(subs);
  expect(order.indexOf(renamed)).toBe(before.indexOf(renamed) - 1);

  // The storefront's next page load shows it, renamed, in its place among the category's chips.
  await page.goto(`/categories/${slug}`);
  await storefrontRunning(page);
  const chips = page.getByRole('navigation', { name: 'Sub Categories' });
  await expect(chips.getByRole('link', { name: renamed })).toBeVisible();
  const shown = (await chips.getByRole('link').allInnerTexts()).map((text) => text.trim());
  expect(shown.slice(1)).toEqual(order);

  // The audit log has the change.
  await page.goto('/console/audit-log');
  await page.getByLabel('Action').selectOption('category.update');
  await expect(page.getByRole('row').filter({ hasText: renamed }).first()).toBeVisible();

  // In Arabic, right to left.
  await page.goto('/console/catalogue/categories');
  await page.getByRole('button', { name: 'Switch to Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الكتالوج', level: 1 })).toBeVisible();
  await expectAccessible(page, 'console catalogue, Arabic');
  await page.getByRole('button', { name: 'التبديل إلى الإنجليزية' }).click();

  // What the journey added is removed again, asked a second time.
  await page.getByRole('link', { name: `Edit ${parent}` }).click();
  await page.getByRole('link', { name: `Edit ${renamed}` }).click();
  await page.getByRole('button', { name: `Remove ${renamed}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(toast(page, `${renamed} removed.`)).toBeVisible();
  await expect(subs.locator(`li[data-row="${renamed}"]`)).toHaveCount(0);
  await expect.poll(() => rowNames(subs)).toEqual(before.filter((row) => row !== renamed));
});
