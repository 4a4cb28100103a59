import { expect, test } from './journey.ts';
import { addAddress, apiAs, productsFromTwoShops, signInAsNewCustomer, toast } from './support.ts';

// The basket's delivery address: chosen when the shopper's addresses load, wherever that is,
// and Place Order waits for it.

test('the basket address follows a new default address, wherever the addresses loaded', async ({ page, request }) => {
  // Two checkouts and an address edit: past 30 s beside two other workers on two cores.
  test.setTimeout(60_000);
  const { token } = await signInAsNewCustomer(page, request, 'basketaddr');
  const { first } = await productsFromTwoShops(request, 4);
  await addAddress(request, token, { line: '1 First Street' });
  await addAddress(request, token, { line: '2 Second Street', isDefault: false });
  await apiAs(request, token, '/cart/store', { product_id: first.id, quantity: 1 });

  const checkout = async () => {
    await page.goto('/');
    await page.getByTestId('cart-button').click();
    const drawer = page.getByRole('dialog', { name: /My Cart/ });
    await drawer.getByRole('checkbox', { name: `Select ${first.shop.name}` }).check();
    await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
  };
  await checkout();
  await expect(page.getByTestId('checkout-address')).toContainText('1 First Street');

  // The shopper makes the other address their default in the address book.
  await page.goto('/manage-address');
  const second = page.getByTestId('address-card').filter({ hasText: '2 Second Street' });
  await second.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Make this my default address').check();
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(second).toContainText('Default');

  await checkout();
  await expect(page.getByTestId('checkout-address')).toContainText('2 Second Street');
});

test('Place Order waits for the addresses, then places the order to the default one', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { token } = await signInAsNewCustomer(page, request, 'slowaddr');
  const { first } = await productsFromTwoShops(request, 4);
  await addAddress(request, token, { line: '3 Third Street' });
  await apiAs(request, token, '/cart/store', { product_id: first.id, quantity: 1 });
  // The addresses' answer is held until the totals are on screen, as on a busy server.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/addresses', async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  await page.goto('/');
  await page.getByTestId('cart-button').click();
  const drawer = page.getByRole('dialog', { name: /My Cart/ });
  await drawer.getByRole('checkbox', { name: `Select ${first.shop.name}` }).check();
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByTestId('totals')).toBeVisible();
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await expect(placeOrder).toBeDisabled();
  release();
  await expect(page.getByTestId('checkout-address')).toContainText('3 Third Street');
  await page.getByLabel('Cash on Delivery').check();
  await placeOrder.click();
  await expect(page.getByRole('dialog', { name: 'Order Placed' })).toBeVisible();
  await expect(toast(page, 'Please add a delivery address')).toHaveCount(0);
});
