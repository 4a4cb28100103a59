import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import { toast } from '../../web/e2e/support.ts';
import { applyInStorefront, mailTo, openApplication, signInAsStaff } from './staff.ts';

test('declined with a reason the applicant is mailed, in Arabic too', async ({ page, browser, request }) => {
  const shopName = `Juniper Kiln ${Date.now()}`;
  const reason = `We need a trade licence number for ${shopName} first.`;
  const applicant = await (await browser.newContext()).newPage();
  const email = await applyInStorefront(applicant, shopName);

  await signInAsStaff(page);
  await openApplication(page, shopName);
  // Declining needs a reason: refused under the field.
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('The reason field is required.')).toBeVisible();
  await page.getByLabel('Reason for declining').fill(reason);
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Decline' }).click();
  await expect(toast(page, 'Declined: the applicant was sent the reason.')).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  expect(await mailTo(request, email)).toContain(reason);

  await page.getByRole('button', { name: 'Switch to Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('مرفوض').first()).toBeVisible();
  await expectAccessible(page, 'console seller application, Arabic');
  await page.getByRole('link', { name: 'كل الطلبات' }).click();
  await expect(page.getByRole('heading', { name: 'طلبات البائعين', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: shopName })).toContainText('مرفوض');
  await expectAccessible(page, 'console seller applications, Arabic');

  await page.getByRole('link', { name: 'سجل التغييرات' }).click();
  const entry = page.getByRole('row').filter({ hasText: reason });
  await expect(entry).toContainText('رفض طلب');
  await expectAccessible(page, 'console audit log, Arabic');
});
