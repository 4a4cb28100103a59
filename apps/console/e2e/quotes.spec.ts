import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import { addAddress, apiAs, apiData, signInAsNewCustomer, toast } from '../../web/e2e/support.ts';
import { shopFor, signedInOwner } from './support.ts';

interface Quote {
  id: number;
  quote_number: string;
  status: string;
}

test('a shopper asks for a price, the owner answers it in the console, the shopper accepts and orders at it', async ({
  browser,
  page,
  request,
}, testInfo) => {
  const shopId = shopFor(testInfo.project.name, 8, 9);
  // The shopper, in a browser of their own.
  const shopperPage = await (await browser.newContext()).newPage();
  const shopper = await signInAsNewCustomer(shopperPage, request, `console-quote-${shopId}`);
  const { products } = await apiData<{ products: Array<{ id: number; name: string }> }>(
    request,
    `/products?shop_id=${shopId}&per_page=2`,
  );
  const [first, second] = products;
  const ask = (productId: number) =>
    apiAs<{ quote: Quote }>(request, shopper.token, '/quote/store', {
      shop_id: shopId,
      lines: [{ product_id: productId, quantity: 3, target_price: 9.5 }],
      note: 'Three for the office, please.',
    });
  const { quote } = await ask(first!.id);
  const { quote: other } = await ask(second!.id);

  // The owner finds it waiting, from the dashboard.
  await signedInOwner(page, request, shopId);
  await page.goto('/console/dashboard');
  const open = page.getByRole('heading', { name: 'Open quotes' }).locator('..');
  await expect(open.locator('[data-figure]')).not.toHaveText('0');
  await open.getByRole('link', { name: /See all/ }).click();
  await expect(page).toHaveURL(/\/console\/quotes\?status=Pending/);
  await expectAccessible(page, 'console quotes');
  await page.locator(`tr[data-row="${quote.quote_number}"]`).getByRole('link').click();
  await expect(page.getByRole('heading', { name: `Quote ${quote.quote_number}` })).toBeVisible();
  await expect(page.getByText('Three for the office, please.')).toBeVisible();

  // The price starts at the shopper's target; a word instead of a price is refused under the field.
  const unitPrice = page.getByLabel(`Your unit price for ${first!.name}`);
  await expect(unitPrice).toHaveValue('9.5');
  await unitPrice.fill('ten');
  await page.getByRole('button', { name: 'Send the prices' }).click();
  await expect(page.getByText('The unit price must be a number.')).toBeVisible();
  await expectAccessible(page, 'console quote answer');
  await unitPrice.fill('10.25');
  await page.getByLabel('Note to the shopper').fill('Ships Monday.');
  await page.getByRole('button', { name: 'Send the prices' }).click();
  await expect(toast(page, `Quote ${quote.quote_number} answered.`)).toBeVisible();
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();
  await expect(page.getByText(/Quoted, valid until/)).toBeVisible();

  // The shopper's own page shows the answer, and they accept it.
  await shopperPage.goto(`/view-quote/${quote.id}`);
  await expect(shopperPage.getByTestId('quote-status')).toHaveText('Quoted');
  await expect(shopperPage.getByTestId('quote-answer')).toContainText('Ships Monday.');
  await apiAs(request, shopper.token, `/quote/${quote.id}/accept`, {});
  await page.reload();
  await expect(page.getByText('The shopper accepted these prices')).toBeVisible();
  // Then orders at them: the quote's page leads to the order.
  const { address } = (await addAddress(request, shopper.token)) as { address: { id: number } };
  const placed = await apiAs<{ orders: Array<{ id: number; order_code: string }> }>(
    request,
    shopper.token,
    '/place-order',
    { shop_ids: [shopId], address_id: address.id, payment_method: 'cash' },
  );
  const order = placed.orders[0]!;
  await page.reload();
  await expect(page.getByText('The shopper accepted these prices and ordered at them:')).toBeVisible();
  await page.getByRole('link', { name: `Order ${order.order_code}` }).click();
  await expect(page.getByRole('heading', { name: `Order ${order.order_code}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What was ordered' }).locator('..')).toContainText(first!.name);

  // The other is declined; the shopper's list says so.
  await page.goto(`/console/quotes/${other.id}`);
  await page.getByLabel('Note to the shopper').fill('Out of season.');
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('dialog', { name: 'Decline' }).getByRole('button', { name: 'Decline the quote' }).click();
  await expect(toast(page, `Quote ${other.quote_number} declined.`)).toBeVisible();
  const { quote: declined } = await apiAs<{ quote: Quote }>(request, shopper.token, `/view-quote/${other.id}`);
  expect(declined.status).toBe('Rejected');
  await shopperPage.context().close();
});
