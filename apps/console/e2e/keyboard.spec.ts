import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_CUSTOMER } from '../../web/e2e/support.ts';
import { shopFor } from './support.ts';

/** Presses Tab until `target` has focus, as a keyboard user would reach it; fails past `most` presses. */
async function tabTo(page: Page, target: Locator, most = 40) {
  for (let presses = 0; presses < most; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} was not reached in ${most} presses of Tab`);
}

test('a shop owner with only a keyboard signs in, skips to the page, moves between sections, searches and selects', async ({
  page,
}, testInfo) => {
  const shopId = shopFor(testInfo.project.name, 2, 12);
  await page.goto('/console/sign-in');
  // The form in the order it reads: e-mail, password, the staff box, then Sign in.
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(`seller${shopId}@example.com`);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(DEMO_CUSTOMER.password);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('I am platform staff')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // The first Tab of a page offers to skip the header and the sections.
  await page.goto('/console/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);

  // Every section is a stop on the way; Enter opens one.
  await page.goto('/console/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await tabTo(page, menu.getByRole('link', { name: 'Products' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();

  // The search box takes a word and Enter; a row's box is chosen with Space, and the bulk
  // edit's fields follow in reach.
  const search = page.getByRole('searchbox', { name: 'Search by name or code' });
  await tabTo(page, search);
  const firstRow = page.locator('tbody tr').first();
  const word = (await firstRow.getByRole('link').first().textContent())!.trim().split(/\s+/)[0]!;
  await page.keyboard.type(word);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(word)}`));
  const box = page.locator('tbody tr').first().getByRole('checkbox');
  await tabTo(page, box);
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await tabTo(page, page.getByLabel('New stock'));
  await tabTo(page, page.getByRole('button', { name: 'Apply to selected' }));
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).not.toBeChecked();

  // Tabs of a list are links in the way: Reviews, then its five-star tab.
  await tabTo(page, menu.getByRole('link', { name: 'Reviews' }), 80);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  const fiveStars = page.getByRole('link', { name: /^5 stars/ });
  await tabTo(page, fiveStars);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/rating=5/);

  // The language switch is a button in the way too.
  await tabTo(page, page.getByRole('button', { name: 'Switch to Arabic' }), 80);
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
