import { expect, test } from './journey.ts';
import { apiAs, productsFromTwoShops, signInAsNewCustomer, storeLocale, toast } from './support.ts';

test('a guest adding to the cart is asked to log in', async ({ page, request }) => {
  const { first } = await productsFromTwoShops(request);
  await page.goto(`/products/${first.id}/details`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Please login first!')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});

test('the floating cart tab leaves the page content uncovered', async ({ page, request }) => {
  const { first } = await productsFromTwoShops(request);
  await page.goto(`/products/${first.id}/details`);
  const tab = page.getByTestId('cart-tab');
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await expect(tab).toBeHidden();
    return;
  }
  await expect(tab).toContainText('0 Items');
  const tabBox = (await tab.boundingBox())!;
  const main = (await page.locator('main > *').first().boundingBox())!;
  expect(main.x + main.width).toBeLessThanOrEqual(tabBox.x);
  await tab.click();
  await expect(page.getByRole('dialog', { name: /My Cart/ })).toContainText('Cart is empty');

  // Checkout goes without the tab.
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(tab).toBeHidden();
});

test('minus on the last one removes the line, its shop and the selection', async ({ page, request }) => {
  const { token } = await signInAsNewCustomer(page, request, 'decrement');
  const { first } = await productsFromTwoShops(request, 8);
  await apiAs(request, token, '/cart/store', { product_id: first.id, quantity: 1 });
  await page.goto('/');
  await page.getByTestId('cart-button').click();
  const drawer = page.getByRole('dialog', { name: /My Cart/ });
  await drawer.getByRole('checkbox', { name: `Select ${first.shop.name}` }).check();
  await drawer.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(page.getByText('product removed from cart')).toBeVisible();
  await expect(drawer).toContainText('Cart is empty');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await page.goto('/checkout');
  await expect(page.getByTestId('empty-state')).toHaveText(/Please select at least one shop/);
});

test('in Arabic, a Latin shop name cut short keeps its beginning and sits on the right', async ({ page, request }) => {
  const { token } = await signInAsNewCustomer(page, request, 'rtl-names');
  const { first } = await productsFromTwoShops(request, 9);
  await apiAs(request, token, '/cart/store', { product_id: first.id, quantity: 1 });
  await storeLocale(page, 'ar');
  await page.goto('/');
  await page.getByTestId('cart-button').click();
  const name = page.getByTestId('cart-shop').getByRole('heading', { name: first.shop.name });
  await expect(name).toBeVisible();
  // Laid out left to right, the ellipsis takes the name's end; aligned right, as the layout is.
  expect(await name.evaluate((el) => [getComputedStyle(el).direction, getComputedStyle(el).textAlign])).toEqual([
    'ltr',
    'right',
  ]);
  const box = (await name.boundingBox())!;
  const text = (await name.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return range.getBoundingClientRect();
  }))!;
  // The name's beginning is inside its box, so what a narrow screen cuts is its end.
  expect(text.x).toBeGreaterThanOrEqual(box.x - 1);
});

test('Escape sends the added-to-cart popup away before its time is up', async ({ page, request }) => {
  await signInAsNewCustomer(page, request, 'popup-escape');
  const { first } = await productsFromTwoShops(request, 8);
  await page.goto(`/products/${first.id}/details`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const popup = page.getByTestId('cart-popup');
  await expect(popup).toContainText(first.name);
  // With the pointer on it the popup's timer stands still, so only Escape can close it here.
  await popup.hover();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden({ timeout: 1000 });
  await expect(page.getByTestId('cart-button')).toContainText('1');
});

test('a basket reload answered after an add does not take the added line away', async ({ page, request }) => {
  await signInAsNewCustomer(page, request, 'slow-reload');
  const { first } = await productsFromTwoShops(request, 8);
  // The server's own answer to the page's basket reload, held until the add has been answered.
  let added!: () => void;
  const addAnswered = new Promise<void>((resolve) => (added = resolve));
  let reloadAnswered!: () => void;
  const reloadDone = new Promise<void>((resolve) => (reloadAnswered = resolve));
  await page.route('**/api/carts', async (route) => {
    const response = await route.fetch();
    await addAnswered;
    await route.fulfill({ response });
    reloadAnswered();
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/api/cart/store')) added();
  });
  await page.goto(`/products/${first.id}/details`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-popup')).toContainText(first.name);
  await reloadDone;
  await expect(page.getByTestId('cart-button')).toContainText('1');
});

test('a refused add says why and shows the basket as the server has it', async ({ page, request }) => {
  const { token } = await signInAsNewCustomer(page, request, 'refused-add');
  const { first, other } = await productsFromTwoShops(request, 9);
  await page.goto(`/products/${first.id}/details`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-popup')).toContainText(first.name);
  await page.keyboard.press('Escape');
  const count = page.getByTestId('cart-button');
  await expect(count).toContainText('1');

  // Meanwhile, on another device, the shopper adds another shop's product.
  await apiAs(request, token, '/cart/store', { product_id: other.id, quantity: 1 });
  // The whole stock on top of the one in the basket is more than there is.
  await page.getByRole('main').getByLabel('Quantity', { exact: true }).fill('9999');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'left in stock')).toBeVisible();
  await expect(count).toContainText('2');
  await count.click();
  await expect(page.getByRole('dialog', { name: /My Cart/ }).getByTestId('cart-line')).toHaveCount(2);
});

test('a basket that cannot be loaded says so, and Try again loads it', async ({ page, request }) => {
  const { token } = await signInAsNewCustomer(page, request, 'basket-unreachable');
  const { first } = await productsFromTwoShops(request, 8);
  await apiAs(request, token, '/cart/store', { product_id: first.id, quantity: 1 });
  // The network drops every basket call (the two retries included) until it comes back.
  await page.route('**/api/carts', (route) => route.abort('connectionfailed'));
  await page.goto('/');
  await page.getByTestId('cart-button').click();
  const drawer = page.getByRole('dialog', { name: /My Cart/ });
  await expect(drawer.getByRole('alert')).toContainText('Something went wrong');
  await expect(drawer).not.toContainText('Cart is empty');
  await page.unroute('**/api/carts');
  await drawer.getByRole('button', { name: 'Try again' }).click();
  await expect(drawer.getByTestId('cart-line')).toContainText(first.name);
  await expect(page.getByTestId('cart-button')).toContainText('1');
});
