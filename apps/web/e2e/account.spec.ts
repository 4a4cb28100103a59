import { expect, test } from './journey.ts';
import { apiData, logIn, openUserMenu, signInAsNewCustomer } from './support.ts';

test('the dashboard counts and lists a product just viewed', async ({ page, request }) => {
  await signInAsNewCustomer(page, request, 'dashboard');
  const { popular_products } = await apiData<{ popular_products: Array<{ id: number; name: string }> }>(
    request,
    '/home',
  );
  const product = popular_products[0]!;
  // The storefront asks for the details as this shopper, which records the view.
  const asked = page.waitForResponse((response) => response.url().includes('/api/product-details?'));
  await page.goto(`/products/${product.id}/details`);
  await expect(page.getByRole('heading', { name: product.name }).first()).toBeVisible();
  await asked;

  await page.goto('/dashboard');
  await expect(page).toHaveTitle(/^Dashboard - /);
  await expect(page.getByTestId('count-recently_viewed')).toContainText('1');
  await expect(page.getByTestId('count-favorites')).toContainText('0');
  await expect(page.getByTestId('product-card').getByRole('heading')).toHaveText(product.name);
});

test('change password checks the current one, then the new one signs in', async ({ page, request }) => {
  const customer = await signInAsNewCustomer(page, request, 'password');
  await page.goto('/change-password');
  const newPassword = 'Juniper-Meadow-58';
  await page.getByLabel('Current Password').fill('Wrong-password-1');
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('The current password is incorrect.')).toBeVisible();
  await expect(page.getByLabel('Current Password')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Current Password').fill(customer.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully.')).toBeVisible();

  await openUserMenu(page);
  await page.getByRole(page.viewportSize()!.width < 1024 ? 'button' : 'menuitem', { name: 'Log Out' }).click();
  await page.getByRole('dialog', { name: 'Log Out!' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await logIn(page, customer.email, newPassword);
});

// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('the profile saves name, phone and photo, and refuses a non-image', async ({ page, request }) => {
  const customer = await signInAsNewCustomer(page, request, 'profile');
  await page.goto('/profile');
  await expect(page.getByLabel('Full Name')).toHaveValue(customer.name);
  await expect(page.getByLabel('Email Address')).toHaveValue(customer.email);

  await page
    .getByLabel('Profile Photo')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(page.getByText('The profile photo must be a PNG, JPEG, WebP or GIF image.')).toBeVisible();
  await page.getByLabel('Profile Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });

  await page.getByLabel('Email Address').fill('not-an-email');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Email Address').fill(customer.email);
  await page.getByLabel('Full Name').fill('Renamed Shopper');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully.')).toBeVisible();
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText('Renamed Shopper')).toBeVisible();
  await expect(sidebar.locator('img')).toHaveAttribute('src', /.+/);
});
