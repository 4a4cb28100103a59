import type { Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import type { HomeResponse } from '@souk/contract';
import { apiData, pickLanguage } from './support.ts';

const storedLocale = (page: Page) => page.evaluate(() => localStorage.getItem('locale'));

test('a link naming Arabic opens the page in Arabic and keeps the choice', async ({ page, request }) => {
  const arabic = await apiData<Record<string, string>>(request, '/lang/ar');
  const product = (await apiData<HomeResponse>(request, '/home', 'ar')).popular_products[0]!;

  await page.goto(`/products/${product.id}/details?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // The address keeps its page and drops the parameter, so it is the page's plain, shareable link.
  await expect(page).toHaveURL(new RegExp(`/products/${product.id}/details$`));
  expect(await storedLocale(page)).toBe('ar');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  // A later choice from the language menu wins over the link that was followed.
  const french = await apiData<Record<string, string>>(request, '/lang/fr');
  await pickLanguage(page, arabic['Language']!, 'Français');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.reload();
  await expect(page.getByRole('button', { name: french['All Categories'] })).toBeVisible();
  expect(await storedLocale(page)).toBe('fr');
});

test('a language the shop does not offer is ignored', async ({ page, request }) => {
  const french = await apiData<Record<string, string>>(request, '/lang/fr');
  await page.goto('/shops?lang=fr');
  await expect(page.getByRole('button', { name: french['All Categories'] })).toBeVisible();

  await page.goto('/shops?lang=xx');
  await expect(page).toHaveURL(/\/shops$/);
  await expect(page.getByRole('button', { name: french['All Categories'] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await storedLocale(page)).toBe('fr');
});
