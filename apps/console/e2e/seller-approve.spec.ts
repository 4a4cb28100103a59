import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import { toast } from '../../web/e2e/support.ts';
import { applyInStorefront, mailTo, openApplication, signInAsStaff } from './staff.ts';

test('approved: the shop opens, the owner sets a password from the mailed link and signs in to the shop console', async ({
  page,
  browser,
  request,
}) => {
  const shopName = `Cedar Loom ${Date.now()}`;
  const applicant = await (await browser.newContext()).newPage();
  const email = await applyInStorefront(applicant, shopName);

  await signInAsStaff(page);
  await openApplication(page, shopName);
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page, 'console seller application');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('dialog')).toContainText(email);
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, `Approved: ${shopName} is open`)).toBeVisible();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  await expect(page.getByText(/Decided .* by Souk Support/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the shop in the storefront' })).toBeVisible();
  await page.getByRole('link', { name: 'All applications' }).click();
  await page.getByRole('link', { name: /^Approved/ }).click();
  await expect(page.getByRole('row').filter({ hasText: shopName })).toContainText('Approved');
  await expectAccessible(page, 'console seller applications');

  // The approval is in the audit log: who, what, and the application before and after.
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Action').selectOption({ label: 'Approved an application' });
  const entry = page.getByRole('row').filter({ hasText: shopName });
  await expect(entry).toContainText('Souk Support');
  await expect(entry).toContainText('Approved an application');
  await expect(entry).toContainText(/status:\s*pending.*approved/);
  await expectAccessible(page, 'console audit log');

  // The new owner follows the mailed link, sets a password (a mismatch is refused under its field).
  const mail = await mailTo(request, email);
  const link = new URL(/https?:\/\/\S+/.exec(mail)![0]);
  expect(link.pathname).toBe('/console/set-password');
  const owner = await (await browser.newContext()).newPage();
  await owner.goto(link.pathname + link.search);
  await expect(owner.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await owner.getByLabel('New password').fill('Cedar-loom-2026');
  await owner.getByLabel('Repeat the password').fill('Cedar-loom-2025');
  await owner.getByRole('button', { name: 'Set password' }).click();
  await expect(owner.getByText('The two passwords differ.')).toBeVisible();
  await expectAccessible(owner, 'console set password');
  await owner.getByLabel('Repeat the password').fill('Cedar-loom-2026');
  await owner.getByRole('button', { name: 'Set password' }).click();
  await expect(owner).toHaveURL(/\/console\/sign-in\?email=/);
  await expect(owner.getByLabel('Email')).toHaveValue(email);
  await owner.getByLabel('Password').fill('Cedar-loom-2026');
  await owner.getByRole('button', { name: 'Sign in' }).click();
  await expect(owner).toHaveURL(/\/console\/dashboard$/);
  await expect(owner.getByRole('banner')).toContainText(shopName);

  // The link works once.
  await owner.goto(link.pathname + link.search);
  await owner.getByLabel('New password').fill('Another-pass-2026');
  await owner.getByLabel('Repeat the password').fill('Another-pass-2026');
  await owner.getByRole('button', { name: 'Set password' }).click();
  await expect(owner.getByRole('alert')).toContainText('This link is invalid, used or has expired.');
});
