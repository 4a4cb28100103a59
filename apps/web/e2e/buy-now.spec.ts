import type { Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import { addAddress, productsFromTwoShops, signInAsNewCustomer } from './support.ts';

/** Buy Now from a product page, then Place Order with the sandbox gateway; ends on its pay page. */
async function buyNowOnline(page: Page, productId: number, name: string) {
  await page.goto(`/products/${productId}/details`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/buynow$/);
  await expect(page.getByRole('heading', { name: 'Buy Now', level: 1 })).toBeVisible();
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  await expect(page.getByTestId('checkout-line')).toContainText(name);
  await expect(page.getByTestId('checkout-address')).toContainText('12 Cedar Street');
  await page.getByLabel('Souk Pay (sandbox)').check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/\d+/);
}

test('buy now, paid through the sandbox gateway', async ({ page, request }) => {
  const { token } = await signInAsNewCustomer(page, request, 'buynow-paid');
  await addAddress(request, token);
  const { other } = await productsFromTwoShops(request, 2);
  await buyNowOnline(page, other.id, other.name);

  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/order-history$/);
  await expect(page.getByText('Payment successful')).toBeVisible();
  await page.getByTestId('order-row').click();
  await expect(page.getByTestId('order-facts')).toContainText('Souk Pay (sandbox)');
  await expect(page.getByTestId('order-facts')).toContainText('Paid');
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeHidden();

  // The invoice is a page of its own with a print button.
  await page.getByRole('link', { name: 'Invoice' }).click();
  await expect(page).toHaveURL(/\/order-history\/\d+\/invoice$/);
  await expect(page.getByTestId('invoice')).toContainText(other.name);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  // Cancelled while still pending, the paid order shows its money refunded.
  await page.goBack();
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await page.getByRole('dialog', { name: 'Cancel Order' }).getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toBeHidden();
  await expect(page.getByTestId('order-facts')).toContainText('Refunded');
});

test('buy now, cancelled on the gateway, then paid again from the cancel modal', async ({ page, request }) => {
  const { token } = await signInAsNewCustomer(page, request, 'buynow-cancel');
  await addAddress(request, token);
  const { extra } = await productsFromTwoShops(request, 3);
  await buyNowOnline(page, extra.id, extra.name);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/order-history$/);
  const modal = page.getByRole('dialog', { name: 'Payment Cancelled' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Pay Again' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/\d+/);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Payment successful')).toBeVisible();
  await page.getByTestId('order-row').click();
  await expect(page.getByTestId('order-facts')).toContainText('Paid');
});
