import type { Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import { addAddress, apiAs, productsFromTwoShops, signInAsNewCustomer } from './support.ts';

const fits320 = async (page: Page, what: string) => {
  await page.waitForLoadState('networkidle');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} is ${width} px wide`).toBeLessThanOrEqual(320);
};

test('the cart, checkout, order history, details and invoice fit a 320 px screen', async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const { token } = await signInAsNewCustomer(page, request, 'narrow-buy');
  await addAddress(request, token);
  const { first } = await productsFromTwoShops(request, 6);
  await apiAs(request, token, '/cart/store', { product_id: first.id, quantity: 1, size: first.sizes[0]!.id });
  const address = (await apiAs<{ addresses: Array<{ id: number }> }>(request, token, '/addresses')).addresses[0]!;
  const placed = await apiAs<{ orders: Array<{ id: number; order_code: string }> }>(request, token, '/place-order', {
    shop_ids: [first.shop.id],
    address_id: address.id,
    payment_method: 'cash',
  });
  const order = placed.orders[0]!;
  await apiAs(request, token, '/cart/store', { product_id: first.id, quantity: 1, size: first.sizes[0]!.id });

  await page.goto('/');
  await page.getByTestId('cart-button').click();
  const drawer = page.getByRole('dialog', { name: /My Cart/ });
  await drawer.getByRole('checkbox').check();
  await fits320(page, 'the cart drawer');
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByTestId('totals')).toBeVisible();
  await fits320(page, '/checkout');

  await page.goto('/order-history');
  await expect(page.getByTestId('order-row')).toContainText(order.order_code);
  await fits320(page, '/order-history');
  await page.goto(`/order-history/${order.id}`);
  await expect(page.getByTestId('order-timeline')).toBeVisible();
  await fits320(page, 'the order details');
  await page.goto(`/order-history/${order.id}/invoice`);
  await expect(page.getByTestId('invoice')).toBeVisible();
  await fits320(page, 'the invoice');
});

test('order history tabs filter by status and show the counts', async ({ page, request }) => {
  const { token } = await signInAsNewCustomer(page, request, 'tabs');
  await addAddress(request, token);
  const { first } = await productsFromTwoShops(request, 7);
  const address = (await apiAs<{ addresses: Array<{ id: number }> }>(request, token, '/addresses')).addresses[0]!;
  const codes: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    await apiAs(request, token, '/cart/store', { product_id: first.id, quantity: 1 });
    const placed = await apiAs<{ orders: Array<{ id: number; order_code: string }> }>(request, token, '/place-order', {
      shop_ids: [first.shop.id],
      address_id: address.id,
      payment_method: 'cash',
    });
    codes.push(placed.orders[0]!.order_code);
    if (i === 0) await apiAs(request, token, '/orders/cancel', { order_id: placed.orders[0]!.id });
  }

  await page.goto('/order-history');
  await expect(page.getByTestId('order-row')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'All (2)' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'Cancelled (1)' }).click();
  await expect(page).toHaveURL(/\?status=cancelled$/);
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(page.getByTestId('order-row')).toContainText(codes[0]!);
  await page.getByRole('link', { name: 'Delivered (0)' }).click();
  await expect(page.getByTestId('empty-state')).toHaveText('No orders yet');
});

test('order again places the same lines as a new order', async ({ page, request }) => {
  const { token } = await signInAsNewCustomer(page, request, 'again');
  await addAddress(request, token);
  const { other } = await productsFromTwoShops(request, 9);
  await apiAs(request, token, '/cart/store', { product_id: other.id, quantity: 2 });
  const address = (await apiAs<{ addresses: Array<{ id: number }> }>(request, token, '/addresses')).addresses[0]!;
  const placed = await apiAs<{ orders: Array<{ id: number; order_code: string }> }>(request, token, '/place-order', {
    shop_ids: [other.shop.id],
    address_id: address.id,
    payment_method: 'cash',
  });
  const order = placed.orders[0]!;
  await page.goto(`/order-history/${order.id}`);
  await expect(page.getByRole('heading', { name: order.order_code })).toBeVisible();
  await page.getByRole('button', { name: 'Order Again' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/order-history/${order.id}$`));
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await expect(page.getByTestId('order-line')).toContainText(other.name);
  await expect(page.getByTestId('order-line')).toContainText('× 2');
});
