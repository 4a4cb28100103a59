import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import { DEMO_CUSTOMER } from '../../web/e2e/support.ts';

// The journey server is the demo marketplace, which has staff: its setup page is closed. Creating
// the first staff account needs an install without any (the server's setup tests cover it); here,
// the closed page and the hand-over the setup page makes to the sign-in page.

test('once staff exist, the setup page only points to signing in, with the staff box ticked', async ({ page }) => {
  await page.goto('/console/setup?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Set up the platform', level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('This platform is set up: its staff sign in on the sign-in page.');
  await expect(page.getByLabel('Your name')).toHaveCount(0);
  await expectAccessible(page, 'console setup closed');
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/console\/sign-in\?staff=1$/);
  await expect(page.getByLabel('I am platform staff')).toBeChecked();
});

test('the sign-in page the setup page hands over to: e-mail filled in, staff box ticked, signs staff in', async ({
  page,
}) => {
  await page.goto('/console/sign-in?staff=1&email=staff%40example.com');
  await expect(page.getByLabel('Email')).toHaveValue('staff@example.com');
  await expect(page.getByLabel('I am platform staff')).toBeChecked();
  await page.getByLabel('Password').fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Staff land on their start, the support inbox; an owner's sign-in would have been refused.
  await expect(page).toHaveURL(/\/console\/support$/);

  // Without the parameter the box starts clear, as before.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/console/sign-in?email=staff%40example.com');
  await expect(page.getByLabel('I am platform staff')).not.toBeChecked();
});
