import { expect, test } from './journey.ts';
import { newCustomer, openLogin, openUserMenu, readOtp } from './support.ts';

test('a new customer signs up, receives a code and confirms it', async ({ page, request }) => {
  const customer = newCustomer('signup');
  await page.goto('/');
  await openLogin(page);
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Sign Up' }).click();

  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  await dialog.getByLabel('Full Name').fill(customer.name);
  await expect(dialog.getByLabel('Country')).toHaveValue('United States');
  await expect(dialog.getByText('+1', { exact: true })).toBeVisible();
  // Only digits are kept.
  await dialog.getByLabel('Phone Number').fill(`(${customer.phone.slice(0, 3)}) ${customer.phone.slice(3)}`);
  await expect(dialog.getByLabel('Phone Number')).toHaveValue(customer.phone);
  await expect(dialog.getByLabel('Email Address')).toHaveAttribute('type', 'email');
  await dialog.getByLabel('Email Address').fill(customer.email);
  await dialog.getByLabel('Create Password').fill(customer.password);
  await expect(dialog.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('target', '_blank');
  await expect(dialog.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Registration Successful')).toBeVisible();

  // Verification is on in the seeded shop: the OTP dialog sends a code by itself.
  const otp = page.getByRole('dialog', { name: 'Verify OTP' });
  await expect(otp.getByTestId('otp-countdown')).toHaveText(/^00:(60|5\d) sec$/);
  await expect(otp.getByTestId('otp-sending')).toBeHidden();
  const code = await readOtp(request, customer.email);
  await otp.getByLabel('Digit 1').fill(code[0]!);
  await expect(otp.getByLabel('Digit 2')).toBeFocused();
  await page.keyboard.type(code.slice(1));
  await otp.getByRole('button', { name: 'Confirm OTP' }).click();
  await expect(page.getByText('OTP verified successfully.')).toBeVisible();
  await expect(otp).toBeHidden();

  await openUserMenu(page);
  await expect(page.getByText(customer.name).filter({ visible: true })).toBeVisible();
});
