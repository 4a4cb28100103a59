import type { Locator, Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import { addAddress, productsFromTwoShops, signInAsNewCustomer } from './support.ts';

/** Puts focus on a control the way Tab would reach it (no pointer), then presses `key`. */
async function press(page: Page, target: Locator, key: string) {
  await target.focus();
  await expect(target).toBeFocused();
  await page.keyboard.press(key);
}

test('a shopper with only a keyboard chooses options, adds to cart, changes quantity and pays cash', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token } = await signInAsNewCustomer(page, request, 'keyboard');
  await addAddress(request, token);
  const { first } = await productsFromTwoShops(request, 7);

  await page.goto(`/products/${first.id}/details`);
  // Radio groups: the arrow key moves to, and chooses, the next size and colour.
  const sizes = page.getByRole('group', { name: 'Size' }).getByRole('radio');
  const colors = page.getByRole('group', { name: 'Color' }).getByRole('radio');
  await press(page, sizes.first(), 'ArrowRight');
  await expect(sizes.nth(1)).toBeChecked();
  await press(page, colors.first(), 'ArrowRight');
  await expect(colors.nth(1)).toBeChecked();
  // The page's quantity field steps with the arrow keys too.
  const pageQuantity = page.getByRole('main').getByLabel('Quantity', { exact: true });
  await press(page, pageQuantity, 'ArrowUp');
  await expect(pageQuantity).toHaveValue('2');
  await press(page, page.getByRole('button', { name: 'Add to Cart' }), 'Enter');
  await expect(page.getByTestId('cart-popup')).toContainText(first.name);

  await press(page, page.getByTestId('cart-button'), 'Enter');
  const drawer = page.getByRole('dialog', { name: /My Cart/ });
  await expect(drawer).toBeVisible();
  const line = drawer.getByTestId('cart-line').filter({ hasText: first.name });
  await expect(line).toContainText(`Size: ${first.sizes[1]!.name}`);
  await expect(line).toContainText(`Color: ${first.colors[1]!.name}`);
  const quantity = line.getByLabel('Quantity', { exact: true });
  const count = drawer.getByRole('heading', { name: /My Cart/ }).getByTestId('cart-count');
  await expect(quantity).toHaveValue('2');
  // Plus by Enter keeps focus on the button (it is never disabled under the keyboard) ...
  const plus = line.getByRole('button', { name: 'Increase quantity' });
  await press(page, plus, 'Enter');
  await expect(quantity).toHaveValue('3');
  await expect(plus).toBeFocused();
  // ... and the field takes a typed number on Enter and steps with the arrows.
  await quantity.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  await expect(count).toHaveText('(5)');
  await expect(quantity).not.toHaveAttribute('readonly');
  await page.keyboard.press('ArrowDown');
  await expect(count).toHaveText('(4)');
  await expect(quantity).toHaveValue('4');

  await press(page, drawer.getByRole('checkbox', { name: `Select ${first.shop.name}` }), 'Space');
  await expect(drawer.getByRole('checkbox', { name: `Select ${first.shop.name}` })).toBeChecked();
  await press(page, drawer.getByRole('button', { name: 'Proceed to Checkout' }), 'Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-address')).toContainText('12 Cedar Street');
  await expect(page.getByTestId('checkout-line')).toContainText(first.name);

  await press(page, page.getByLabel('Cash on Delivery'), 'Space');
  await expect(page.getByLabel('Cash on Delivery')).toBeChecked();
  await page.getByRole('textbox', { name: 'Note' }).focus();
  await page.keyboard.type('Leave it at the door');
  await press(page, page.getByRole('button', { name: 'Place Order' }), 'Enter');

  const confirm = page.getByRole('dialog', { name: 'Order Placed' });
  await expect(confirm.getByTestId('placed-orders').getByRole('link')).toHaveCount(1);
  await press(page, confirm.getByRole('link', { name: 'View Orders' }), 'Enter');
  await expect(page).toHaveURL(/\/order-history$/);
  await expect(page.getByTestId('order-row')).toHaveCount(1);
});

test('the home banners and the product gallery turn from the keyboard', async ({ page, request }) => {
  const { first } = await productsFromTwoShops(request, 2);
  await page.goto('/');
  const slider = page.getByRole('region', { name: 'Featured' });
  const second = slider.getByRole('button', { name: 'Go to slide 2' });
  await press(page, second, 'Enter');
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(slider.getByRole('group', { name: /^2 \// })).not.toHaveAttribute('aria-hidden', 'true');
  await expect(second).toBeFocused();

  await page.goto(`/products/${first.id}/details`);
  const picture = page.getByTestId('product-gallery').getByRole('button', { name: 'Picture 2' });
  await press(page, picture, 'Enter');
  await expect(picture).toHaveAttribute('aria-pressed', 'true');
});
