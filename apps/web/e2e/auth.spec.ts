import { expect, test } from './journey.ts';
import { DEMO_CUSTOMER, logIn, openLogin, openUserMenu } from './support.ts';

test('login shows a wrong password under the field, then signs in and shows the user menu', async ({ page }) => {
  await page.goto('/');
  await openLogin(page);
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // No provider is reachable on this server: no buttons, and no divider parting them from the form.
  await expect(dialog.getByRole('button', { name: 'Google' })).toHaveCount(0);
  await expect(dialog.getByText('OR CONTINUE WITH')).toHaveCount(0);
  // The local server prefills the demo customer.
  const identifier = dialog.getByLabel('Email / Phone Number');
  await expect(identifier).toHaveValue(DEMO_CUSTOMER.email);

  const password = dialog.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await dialog.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');

  await password.fill('not-the-password');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByText('These credentials do not match our records.')).toBeVisible();
  await expect(identifier).toHaveAttribute('aria-invalid', 'true');

  await password.fill(DEMO_CUSTOMER.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(dialog).toBeHidden();

  await openUserMenu(page);
  for (const name of ['Dashboard', 'Order History', 'My Profile', 'Change Password']) {
    await expect(page.getByRole(page.viewportSize()!.width < 1024 ? 'link' : 'menuitem', { name })).toBeVisible();
  }
  await page.getByRole(page.viewportSize()!.width < 1024 ? 'link' : 'menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('logout asks for confirmation, then signs out even from an account screen', async ({ page }) => {
  await page.goto('/');
  await logIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);

  await openUserMenu(page);
  await page.getByRole(page.viewportSize()!.width < 1024 ? 'button' : 'menuitem', { name: 'Log Out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Log Out!' });
  await expect(confirm.getByText('Logout Confirmation')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  await openUserMenu(page);
  await page.getByRole(page.viewportSize()!.width < 1024 ? 'button' : 'menuitem', { name: 'Log Out' }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Logout successfully')).toBeVisible();
  // The account layout sends a signed-out shopper home.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').state?.token)).toBeNull();
});
