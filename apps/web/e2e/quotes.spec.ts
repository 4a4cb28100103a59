import path from 'node:path';
import { expect, test } from './journey.ts';
import { addAddress, apiAs, productsFromTwoShops, sellerToken, signInAsNewCustomer, storeLocale } from './support.ts';

const money = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const screens = path.resolve(import.meta.dirname, '../../../test-results/screens');
const screenPath = (project: string, locale: string, name: string) =>
  path.join(screens, `${project}-${locale}-${name}.png`);

/** A date `days` from today as the seller API takes it (YYYY-MM-DD). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a quote asked from a product page, answered by the shop, accepted into the cart and paid at its price', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await signInAsNewCustomer(page, request, 'quote');
  await addAddress(request, token);
  const { first: product } = await productsFromTwoShops(request, 8);

  await page.goto(`/products/${product.id}/details`);
  await page.getByRole('button', { name: 'Request a quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a quote' });
  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await dialog.getByLabel('Size').selectOption({ label: product.sizes[1]!.name });
  await dialog.getByLabel('Color').selectOption({ label: product.colors[0]!.name });
  await dialog.getByLabel('Target price (optional)').fill('11');
  await dialog.getByLabel('Note (optional)').fill('For our office, delivered together please.');
  await dialog.getByRole('button', { name: 'Send Request' }).click();

  await expect(page).toHaveURL(/\/view-quote\/\d+$/);
  const quoteId = Number(page.url().split('/').pop());
  await expect(page.getByTestId('quote-status')).toHaveText('Pending');
  const line = page.getByTestId('quote-line');
  await expect(line).toContainText(product.name);
  await expect(line).toContainText(`Size: ${product.sizes[1]!.name}`);
  await expect(line).toContainText(`Color: ${product.colors[0]!.name}`);
  await expect(line).toContainText('Qty: 2');
  await expect(line).toContainText(`Target price: ${money(11)}`);
  await expect(line).toContainText('Waiting for the shop');
  await expect(page.getByRole('button', { name: 'Accept Quote' })).toBeHidden();

  // The shop answers through its own API.
  const seller = await sellerToken(request, product.shop.id);
  const { quotes } = await apiAs<{ quotes: Array<{ id: number; lines: Array<{ id: number }> }> }>(
    request,
    seller,
    '/seller/quotes',
  );
  const asked = quotes.find((q) => q.id === quoteId)!;
  await apiAs(request, seller, `/seller/quotes/${quoteId}/answer`, {
    lines: asked.lines.map((l) => ({ id: l.id, unit_price: 12.34 })),
    valid_until: inDays(7),
    note: 'Two for 24.68, this week only.',
  });

  await page.reload();
  await expect(page.getByTestId('quote-status')).toHaveText('Quoted');
  await expect(line).toContainText(`Quoted price${money(12.34)}`);
  await expect(page.getByTestId('quote-answer')).toContainText('Two for 24.68, this week only.');
  await expect(page.getByTestId('quote-answer')).toContainText(money(24.68));

  // Accepting answers the cart the quote's products went into: the page shows it without asking.
  const cartCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/carts') cartCalls.push(r.url());
  });
  await page.getByRole('button', { name: 'Accept Quote' }).click();
  await expect(page.getByTestId('quote-status')).toHaveText('Accepted');
  await expect(page.getByRole('button', { name: 'Accept Quote' })).toBeHidden();

  // The cart opens with the line at the approved price.
  const drawer = page.getByRole('dialog', { name: /My Cart/ });
  const cartLine = drawer.getByTestId('cart-line').filter({ hasText: product.name });
  await expect(cartLine).toContainText(money(12.34));
  await expect(cartLine.getByLabel('Quantity', { exact: true })).toHaveValue('2');
  expect(cartCalls).toEqual([]);
  // The quote fixes price and quantity: a tag instead of the discount badge, the steps disabled
  // with the reason, and every total at the quoted price.
  await expect(cartLine).toContainText('Quoted price');
  await expect(cartLine).not.toContainText('%');
  await expect(cartLine.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await expect(cartLine.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await expect(cartLine.getByText('The quote fixes this quantity')).toBeVisible();
  await expect(drawer.getByTestId('cart-amount')).toContainText(money(24.68));
  if (test.info().project.name === 'desktop') {
    // The floating tab (on the shop's pages, from 768 px) says the same.
    await drawer.getByRole('button', { name: 'Close' }).click();
    await page.goto('/');
    await expect(page.getByTestId('cart-tab')).toContainText(money(24.68));
    await page.getByTestId('cart-tab').click();
  }

  await drawer.getByRole('checkbox', { name: `Select ${product.shop.name}` }).check();
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-line')).toContainText(money(12.34));
  const priced = await apiAs<{ checkout: { total_amount: number; payable_amount: number } }>(
    request,
    token,
    '/cart/checkout',
    { shop_ids: [product.shop.id] },
  );
  expect(priced.checkout.total_amount).toBe(24.68);
  await expect(page.getByTestId('totals')).toContainText(money(priced.checkout.payable_amount));

  await page.getByLabel('Cash on Delivery').check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Order Placed' });
  await confirm.getByRole('link', { name: 'View Orders' }).click();
  await page.getByTestId('order-row').click();
  await expect(page.getByTestId('order-line')).toContainText(product.name);
  await expect(page.getByTestId('totals')).toContainText(money(priced.checkout.payable_amount));
});

test('a pending quote is edited with field errors shown, then cancelled and no longer editable', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token } = await signInAsNewCustomer(page, request, 'quoteedit');
  const { first, extra } = await productsFromTwoShops(request, 10);
  const { quote } = await apiAs<{ quote: { id: number } }>(request, token, '/quote/store', {
    shop_id: first.shop.id,
    lines: [{ product_id: first.id, quantity: 1 }],
  });

  await page.goto('/send-quotes');
  const row = page.getByTestId('quote-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(first.name);
  await expect(row.getByTestId('quote-status')).toHaveText('Pending');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/view-quote/${quote.id}$`));
  await page.getByRole('link', { name: 'Edit Quote' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-quote/${quote.id}$`));

  // A target price that is not a number is refused by the server, and its message shows under the field.
  const editors = page.getByTestId('quote-line-editor');
  await expect(editors).toHaveCount(1);
  await editors.first().getByLabel('Target price (optional)').fill('cheap');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editors.first().getByText('The target price must be a number.')).toBeVisible();
  await expect(editors.first().getByLabel('Target price (optional)')).toHaveAttribute('aria-invalid', 'true');

  await editors.first().getByLabel('Target price (optional)').fill('9.5');
  await editors.first().getByLabel('Quantity', { exact: true }).fill('4');
  await page.getByLabel('Add another product from this shop').selectOption({ label: extra.name });
  await expect(editors).toHaveCount(2);
  await page.getByLabel('Note (optional)').fill('Both in one parcel.');
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page).toHaveURL(new RegExp(`/view-quote/${quote.id}$`));
  const lines = page.getByTestId('quote-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: first.name })).toContainText('Qty: 4');
  await expect(lines.filter({ hasText: first.name })).toContainText(`Target price: ${money(9.5)}`);
  await expect(lines.filter({ hasText: extra.name })).toContainText('Qty: 1');
  await expect(page.getByTestId('quote-answer')).toContainText('Both in one parcel.');

  await page.getByRole('button', { name: 'Cancel Quote' }).click();
  await page.getByRole('dialog', { name: 'Cancel Quote' }).getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByTestId('quote-status')).toHaveText('Cancelled');
  await expect(page.getByRole('link', { name: 'Edit Quote' })).toBeHidden();

  await page.goto(`/edit-quote/${quote.id}`);
  await expect(page.getByRole('alert')).toContainText('Only a pending quote can be edited.');

  await page.goto('/send-quotes?status=Cancelled');
  await expect(page.getByTestId('quote-row')).toHaveCount(1);
  await page.goto('/send-quotes?status=Pending');
  await expect(page.getByTestId('empty-state')).toContainText('No quotes yet');
});

// Not a check: the quote screens, desktop and phone, in both directions, for review (`npm run screenshots`).
for (const locale of ['en', 'ar']) {
  test(`quote screens in ${locale} @screens`, async ({ page, request }, info) => {
    test.setTimeout(90_000);
    const { token } = await signInAsNewCustomer(page, request, `quoteshots${locale}`);
    const { first, extra } = await productsFromTwoShops(request, 12);
    const ask = (quantity: number) =>
      apiAs<{ quote: { id: number; lines: Array<{ id: number }> } }>(request, token, '/quote/store', {
        shop_id: first.shop.id,
        lines: [
          { product_id: first.id, quantity, size: first.sizes[0]!.id, target_price: 14 },
          { product_id: extra.id, quantity: 1 },
        ],
        note: 'For a team event next month.',
      });
    const pending = (await ask(3)).quote;
    const answered = (await ask(10)).quote;
    await apiAs(request, await sellerToken(request, first.shop.id), `/seller/quotes/${answered.id}/answer`, {
      lines: answered.lines.map((l) => ({ id: l.id, unit_price: 12.5 })),
      valid_until: inDays(10),
      note: 'Ten or more: 12.50 each.',
    });
    const shot = async (name: string, fullPage = true) => {
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: screenPath(info.project.name, locale, name), fullPage });
    };
    await storeLocale(page, locale);
    await page.goto('/send-quotes');
    await shot('send-quotes');
    await page.goto(`/view-quote/${answered.id}`);
    await shot('view-quote');
    await page.goto(`/edit-quote/${pending.id}`);
    await shot('edit-quote');
    await page.goto(`/products/${first.id}/details`);
    await page.getByTestId('request-quote').click();
    await shot('request-quote-dialog', false);
  });
}
