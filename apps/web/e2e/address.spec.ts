import { expect, test } from './journey.ts';
import { signInAsNewCustomer } from './support.ts';

test('addresses are added, edited, made default and deleted', async ({ page, request }) => {
  await signInAsNewCustomer(page, request, 'address');
  await page.goto('/manage-address');
  await expect(page.getByTestId('empty-state')).toHaveText('No addresses yet');

  await page.getByRole('link', { name: 'Add New Address' }).click();
  await expect(page).toHaveURL(/\/manage-address\/new$/);
  await page.getByRole('button', { name: 'Save Address' }).click();
  // The server's rule shows under its field, and goes as soon as the field is edited.
  const line = page.getByLabel('Address Line', { exact: true });
  await expect(line).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The address line field is required.')).toBeVisible();
  await line.fill('12 Cedar Street');
  await expect(line).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The address line field is required.')).toBeHidden();
  await page.getByLabel('Full Name').fill('Journey Home');
  await page.getByLabel('Phone Number').fill('5550001111');
  await page.getByLabel('Make this my default address').check();
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Address saved successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/manage-address$/);

  const card = page.getByTestId('address-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('12 Cedar Street');
  await expect(card).toContainText('Default');

  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Address Line', { exact: true })).toHaveValue('12 Cedar Street');
  await page.getByLabel('Address Line', { exact: true }).fill('14 Cedar Street');
  await page.getByLabel('Office').check();
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(card).toContainText('14 Cedar Street');
  await expect(card).toContainText('Office');

  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Address deleted successfully.')).toBeVisible();
  await expect(page.getByTestId('empty-state')).toBeVisible();
});
