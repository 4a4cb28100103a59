import type { Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import { apiAs, type JourneyProduct, productsFromTwoShops, signInAsNewCustomer } from './support.ts';

const money = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Adds a product from its details page with its second size and colour, then opens the cart from the popup. */
async function addFromDetails(page: Page, product: JourneyProduct) {
  await page.goto(`/products/${product.id}/details`);
  await page.getByRole('group', { name: 'Size' }).getByRole('radio').nth(1).check();
  await page.getByRole('group', { name: 'Color' }).getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const popup = page.getByTestId('cart-popup');
  await expect(popup).toContainText('Product added to cart');
  await expect(popup).toContainText(product.name);
  return popup;
}

test('two shops in the cart, quantities, a voucher, one shop checked out with cash, then cancelled', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await signInAsNewCustomer(page, request, 'checkout');
  const { first, extra, other } = await productsFromTwoShops(request, 0);
  await addFromDetails(page, first);
  await addFromDetails(page, extra);
  const popup = await addFromDetails(page, other);
  await popup.getByRole('button', { name: 'View In Cart' }).click();

  const drawer = page.getByRole('dialog', { name: /My Cart/ });
  const count = drawer.getByRole('heading', { name: /My Cart/ }).getByTestId('cart-count');
  await expect(count).toHaveText('(3)');
  const shops = drawer.getByTestId('cart-shop');
  await expect(shops).toHaveCount(2);
  const firstShop = shops.filter({ hasText: first.shop.name });
  const line = firstShop.getByTestId('cart-line').filter({ hasText: first.name });
  await expect(line).toContainText(`Size: ${first.sizes[1]!.name}`);
  await expect(line).toContainText(`Color: ${first.colors[1]!.name}`);

  // Plus, a typed quantity, minus: the field follows the server's answers.
  const quantity = line.getByLabel('Quantity', { exact: true });
  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveValue('2');
  await quantity.fill('4x');
  await expect(quantity).toHaveValue('4');
  await quantity.press('Enter');
  await expect(count).toHaveText('(6)');
  await line.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(quantity).toHaveValue('3');

  // Remove one line of the first shop.
  await firstShop.getByRole('button', { name: `Remove ${extra.name}` }).click();
  await expect(firstShop.getByTestId('cart-line')).toHaveCount(1);
  await expect(count).toHaveText('(4)');

  // Nothing ticked: checkout is refused.
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByText('Please select at least one shop')).toBeVisible();

  // Tick the first shop: the amount is the server's checkout total for it.
  await firstShop.getByRole('checkbox', { name: `Select ${first.shop.name}` }).check();
  const totals = await apiAs<{ checkout: { total_amount: number } }>(request, token, '/cart/checkout', {
    shop_ids: [first.shop.id],
  });
  await expect(drawer.getByTestId('cart-amount')).toContainText(money(totals.checkout.total_amount));

  // Collect the shop's 10% voucher.
  await firstShop.getByRole('button', { name: 'Vouchers' }).click();
  const vouchers = page.getByRole('dialog', { name: 'Vouchers' });
  const card = vouchers.getByTestId('voucher-card').filter({ hasText: '10%' });
  await expect(card).toContainText('Minimum Spend');
  await card.getByRole('button', { name: 'Collect' }).click();
  await expect(card.getByRole('button', { name: 'Collected' })).toBeDisabled();
  const code = (await card.locator('.font-mono').textContent())!.trim();
  await vouchers.getByRole('button', { name: 'Close' }).click();

  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-shop')).toHaveCount(1);
  await expect(page.getByTestId('checkout-line')).toContainText(first.name);

  // No address yet: one is added right here.
  await page.getByLabel('Full Name').fill('Journey Buyer');
  await page.getByLabel('Phone Number').fill('5550001111');
  await page.getByLabel('Address Line', { exact: true }).fill('12 Cedar Street');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByTestId('checkout-address')).toContainText('12 Cedar Street');

  await page.getByLabel('Voucher Code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  const priced = await apiAs<{ checkout: { total_amount: number; coupon_discount: number; payable_amount: number } }>(
    request,
    token,
    '/cart/checkout',
    { shop_ids: [first.shop.id], coupon_code: code },
  );
  expect(priced.checkout.coupon_discount).toBeGreaterThan(0);
  await expect(page.getByTestId('applied-voucher')).toHaveText(`Voucher ${code} applied`);
  await expect(page.getByTestId('totals')).toContainText(`Coupon Discount-${money(priced.checkout.coupon_discount)}`);
  await expect(page.getByTestId('totals')).toContainText(money(priced.checkout.payable_amount));

  await page.getByLabel('Cash on Delivery').check();
  await page.getByRole('textbox', { name: 'Note' }).fill('Ring twice');
  // A double click makes one order: the button is disabled while the first is on its way.
  await page.getByRole('button', { name: 'Place Order' }).dblclick();
  const confirm = page.getByRole('dialog', { name: 'Order Placed' });
  await expect(confirm.getByTestId('placed-orders').getByRole('link')).toHaveCount(1);
  // A press beside it (a double click's second, when the order is placed fast) leaves it up.
  await page.mouse.click(5, 5);
  await expect(confirm).toBeVisible();
  const orderCode = (await confirm.getByTestId('placed-orders').textContent())!.trim();

  await confirm.getByRole('link', { name: 'View Orders' }).click();
  await expect(page).toHaveURL(/\/order-history$/);
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(orderCode);
  await expect(page.getByRole('link', { name: /Pending \(1\)/ })).toBeVisible();

  await rows.click();
  await expect(page.getByRole('heading', { name: orderCode })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await expect(page.getByTestId('order-line')).toContainText(first.name);
  await expect(page.getByTestId('order-line')).toContainText(`Size: ${first.sizes[1]!.name}`);
  // The shop's one line costs the whole subtotal, at the price the checkout charged.
  await expect(page.getByTestId('order-line')).toContainText(money(priced.checkout.total_amount));
  await expect(page.getByTestId('order-facts')).toContainText('Cash on Delivery');
  await expect(page.getByTestId('totals')).toContainText(money(priced.checkout.payable_amount));

  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await page.getByRole('dialog', { name: 'Cancel Order' }).getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toBeHidden();

  // The other shop is still in the cart; the ordered one left it.
  const cart = await apiAs<{ cart_items: Array<{ shop_id: number }> }>(request, token, '/carts');
  expect(cart.cart_items.map((s) => s.shop_id)).toEqual([other.shop.id]);
});
