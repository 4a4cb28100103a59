import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import { apiAs, apiData, deliveredOrder, type JourneyProduct, signInAsNewCustomer } from '../../web/e2e/support.ts';
import { shopFor, signedInOwner } from './support.ts';

test('an owner reads what shoppers said, newest first, and narrows it to one rating', async ({
  page,
  request,
}, testInfo) => {
  const shopId = shopFor(testInfo.project.name, 2, 12);
  // A shopper's fresh review of a product they received.
  const shopperPage = await (await page.context().browser()!.newContext()).newPage();
  const shopper = await signInAsNewCustomer(shopperPage, request, `console-review-${shopId}`);
  const { products } = await apiData<{ products: Array<JourneyProduct & { quantity: number }> }>(
    request,
    `/products?shop_id=${shopId}&per_page=50`,
  );
  const product = products.find((p) => p.quantity >= 5 && p.sizes.length > 0)!;
  const orderId = await deliveredOrder(request, shopper.token, product);
  const words = `Sturdy and well made ${Date.now().toString(36)}`;
  await apiAs(request, shopper.token, '/product-review', {
    product_id: product.id,
    order_id: orderId,
    rating: 2,
    description: words,
  });
  await shopperPage.context().close();

  await signedInOwner(page, request, shopId);
  await page.goto('/console/reviews');
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Average [\d.]+ of 5 from [\d,]+ reviews?$/)).toBeVisible();
  // The newest first: the one just written, with its product and its order.
  const first = page.locator('li[data-review]').first();
  await expect(first).toContainText(words);
  await expect(first).toContainText(product.name);
  await expect(first.getByRole('img', { name: 'Rated 2 of 5' })).toBeVisible();
  await expectAccessible(page, 'console reviews');

  // One rating only: every review shown has it, and the tab counts them.
  await page.getByRole('link', { name: /^5 stars/ }).click();
  await expect(page).toHaveURL(/rating=5/);
  await expect(page.locator('li[data-review]').first()).toBeVisible();
  const shown = page.locator('li[data-review]');
  const ratings = () =>
    shown.evaluateAll((items) => items.map((item) => item.querySelector('[role="img"]')?.getAttribute('aria-label')));
  // The previous list stays on screen until the narrower one arrives.
  await expect.poll(async () => new Set(await ratings())).toEqual(new Set(['Rated 5 of 5']));
  await expect(page.locator('li[data-review]', { hasText: words })).toHaveCount(0);

  // The review's order opens in the console.
  await page.getByRole('link', { name: /^2 stars/ }).click();
  await page
    .locator('li[data-review]', { hasText: words })
    .getByRole('link', { name: `Order #${orderId}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/console/orders/${orderId}$`));
  await expect(page.getByRole('heading', { name: /^Order / })).toBeVisible();
  await expect(page.getByText('Delivered', { exact: true }).first()).toBeVisible();
});
