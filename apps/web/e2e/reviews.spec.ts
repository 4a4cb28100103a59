import path from 'node:path';
import { expect, test } from './journey.ts';
import { apiData, deliveredOrder, productsFromTwoShops, signInAsNewCustomer, storeLocale } from './support.ts';

test('a shopper reviews a delivered product from the order, choosing the stars by keyboard', async ({
  page,
  request,
}) => {
  const { token } = await signInAsNewCustomer(page, request, 'review');
  const { first } = await productsFromTwoShops(request, 10);
  const orderId = await deliveredOrder(request, token, first);
  await page.goto(`/order-history/${orderId}`);
  const line = page.getByTestId('order-line');
  const write = line.getByRole('button', { name: 'Write a review' });
  const dialog = page.getByRole('dialog', { name: 'Write a review' });

  // Escape closes the dialog and gives focus back to the button that opened it.
  await write.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText(first.name);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(write).toBeFocused();

  // Sent empty, the server's messages show under the stars and the text.
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(dialog.getByText('The rating field is required.')).toBeVisible();
  await expect(dialog.getByLabel('Your review')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('The description field is required.')).toBeVisible();

  // Keyboard only: Shift+Tab from the text lands on the (unchosen) group's last star, arrows move the choice.
  const stars = dialog.getByRole('radiogroup', { name: 'Your rating' });
  await dialog.getByLabel('Your review').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(stars.getByRole('radio', { name: '5 stars' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeFocused();
  await expect(dialog.getByText('The rating field is required.')).toBeHidden();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Warm, well made, true to size.');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Submit review' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByText('Thank you for your review')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(line.getByTestId('line-reviewed')).toContainText('Reviewed');
  await expect(line.getByTestId('line-reviewed').getByRole('img', { name: '4.0 out of 5' })).toBeVisible();
  await expect(write).toHaveCount(0);
  await expect(line.getByTestId('line-reviewed')).toBeFocused();

  // The product's reviews show it straight away.
  await page.goto(`/products/${first.id}/details`);
  await expect(page.getByTestId('review-list').getByText('Warm, well made, true to size.').first()).toBeVisible();
});

const outDir = path.resolve(import.meta.dirname, '../../../test-results/screens');

// Not a check: the review dialog, desktop and phone, in both directions, for review (`npm run screenshots`).
for (const locale of ['en', 'ar']) {
  test(`review screens in ${locale} @screens`, async ({ page, request }, info) => {
    test.setTimeout(60_000);
    const messages = await apiData<Record<string, string>>(request, `/lang/${locale}`);
    const tr = (key: string) => (locale === 'en' ? key : (messages[key] ?? key));
    const shot = async (name: string) => {
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(outDir, `${info.project.name}-${locale}-${name}.png`) });
    };
    const { token } = await signInAsNewCustomer(page, request, `review-shots-${locale}`);
    const { extra } = await productsFromTwoShops(request, locale === 'en' ? 11 : 13);
    const orderId = await deliveredOrder(request, token, extra);
    await storeLocale(page, locale);
    await page.goto(`/order-history/${orderId}`);
    await page.getByRole('button', { name: tr('Write a review') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: tr('Submit review') }).click();
    await expect(dialog.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await shot('review-dialog-errors');
    await dialog.getByRole('radio').nth(3).check({ force: true });
    await dialog.getByRole('textbox').fill(locale === 'en' ? 'Warm, well made, true to size.' : 'دافئ ومتقن الصنع.');
    await shot('review-dialog');
    await dialog.getByRole('button', { name: tr('Submit review') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await shot('order-reviewed');
  });
}
