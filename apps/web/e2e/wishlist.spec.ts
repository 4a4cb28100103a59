import { expect, test } from './journey.ts';
import { signInAsNewCustomer } from './support.ts';

test('a guest pressing a heart is asked to log in', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Popular Products' }).getByTestId('product-card').first();
  await card.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});

test('hearts add and remove favourites, and the wishlist lists them', async ({ page, request }) => {
  await signInAsNewCustomer(page, request, 'wishlist');
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Popular Products' }).getByTestId('product-card').first();
  const name = (await card.getByRole('heading').textContent())!;
  const heart = card.getByRole('button', { name: 'Add to Wishlist' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/wishlist');
  await expect(page).toHaveTitle(/^Wishlist - /);
  const saved = page.getByTestId('product-card');
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole('heading')).toHaveText(name);
  await saved.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(page.getByTestId('empty-state')).toHaveText('Your wishlist is empty');
});
