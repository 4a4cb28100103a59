import type { Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import { logIn, newCustomer, openLogin, readOtp } from './support.ts';

test('a forgotten password is reset with a code, then the new one signs in', async ({ page, request }) => {
  // Its own customer: the demo customer's password is what other journeys sign in with.
  const customer = newCustomer('forgot');
  const created = await request.post('/api/registration', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { ...customer, country: 'United States', phone_code: '+1' },
  });
  expect(created.status()).toBe(200);

  const forgot = await openForgot(page);
  await forgot.getByRole('button', { name: 'Send OTP' }).click();
  await expect(forgot.getByText('The phone or email field is required')).toBeVisible();
  // The country defaults once the list has arrived, as a shopper sees before sending.
  await expect(forgot.getByLabel('Country')).toHaveValue('United States');
  const sentAfter = new Date(Date.now() - 1000).toISOString();
  await forgot.getByLabel('Email or Phone Number').fill(customer.email);
  await forgot.getByRole('button', { name: 'Send OTP' }).click();

  const otp = page.getByRole('dialog', { name: 'Verify OTP' });
  await expect(otp.getByText(customer.email)).toBeVisible();
  const code = await readOtp(request, customer.email, sentAfter);
  // Pasting the whole code fills every box.
  await otp.getByLabel('Digit 1').focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  }, code);
  await expect(otp.getByLabel('Digit 4')).toHaveValue(code[3]!);
  await otp.getByRole('button', { name: 'Confirm OTP' }).click();

  const reset = page.getByRole('dialog', { name: 'Reset Password' });
  const newPassword = 'Copper-Lantern-77';
  await reset.getByLabel('Create Password').fill(newPassword);
  await reset.getByLabel('Confirm Password').fill('something-else');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(reset.getByText('Confirm Password does not match.')).toBeVisible();
  await reset.getByLabel('Confirm Password').fill(newPassword);
  await reset.getByRole('button', { name: 'Reset Password' }).click();

  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: 'Close' }).click();
  await logIn(page, customer.email, newPassword);
});

test('a country asked for before the list arrived is no longer asked for once it has', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/countries$/, async (route) => {
    await held;
    await route.continue();
  });
  const forgot = await openForgot(page);
  await forgot.getByRole('button', { name: 'Send OTP' }).click();
  await expect(forgot.getByText('The country field is required')).toBeVisible();
  release();
  await expect(forgot.getByLabel('Country')).toHaveValue('United States');
  await expect(forgot.getByText('The country field is required')).toBeHidden();
  // The other rule still stands until the field is filled.
  await expect(forgot.getByText('The phone or email field is required')).toBeVisible();
});

/** The forgot-password dialog, opened from the login dialog on the home page. */
async function openForgot(page: Page) {
  await page.goto('/');
  await openLogin(page);
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Forgot Password?' }).click();
  return page.getByRole('dialog', { name: 'Forgot Password' });
}
