import type { Locator, Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import { addAddress, apiAs, isPhone, placeCashOrder, productsFromTwoShops, signInAsNewCustomer } from './support.ts';

const focusInside = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement));

/**
 * Opens a dialog from the keyboard and checks the modal contract: focus moves in, Tab and
 * Shift+Tab stay inside, Escape closes it and focus goes back to `returnTo` (the opener by default).
 */
async function checkDialog(page: Page, opener: Locator, dialog: Locator, returnTo: Locator = opener) {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInside(dialog)).toBe(true);
  // More presses than the dialog has stops, so focus has to wrap around at least once.
  const stops = await dialog
    .locator('a[href], button:not([disabled]), input:not([disabled]), select, textarea')
    .count();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < stops + 2; i += 1) {
      await page.keyboard.press(key);
      expect(await focusInside(dialog), `${key} #${i + 1} stays in the dialog`).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(returnTo).toBeFocused();
}

test('the login dialog traps focus, closes on Escape and gives focus back', async ({ page }) => {
  await page.goto('/checkout');
  const opener = page.getByRole('main').getByRole('button', { name: 'Login', exact: true });
  await checkDialog(page, opener, page.getByRole('dialog', { name: 'Login' }));
});

test('the cart drawer, change-address and cancel-order dialogs keep focus and give it back', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token } = await signInAsNewCustomer(page, request, 'dialogs');
  const { first, other } = await productsFromTwoShops(request, 6);
  await placeCashOrder(request, token, first);
  await addAddress(request, token);
  await apiAs(request, token, '/cart/store', { product_id: other.id, quantity: 1, size: other.sizes[0]!.id });

  await page.goto('/');
  const drawer = page.getByRole('dialog', { name: /My Cart/ });
  await checkDialog(page, page.getByTestId('cart-button'), drawer);

  // Tick the shop inside the drawer, then on checkout: the change-address modal.
  await page.getByTestId('cart-button').focus();
  await page.keyboard.press('Enter');
  await drawer.getByRole('checkbox', { name: `Select ${other.shop.name}` }).focus();
  await page.keyboard.press('Space');
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await checkDialog(
    page,
    page.getByRole('button', { name: 'Change', exact: true }),
    page.getByRole('dialog', { name: 'Change Address' }),
  );

  // A confirm dialog: cancelling the placed order.
  const { orders } = await apiAs<{ orders: Array<{ id: number }> }>(request, token, '/orders');
  await page.goto(`/order-history/${orders[0]!.id}`);
  await checkDialog(
    page,
    page.getByRole('button', { name: 'Cancel Order' }),
    page.getByRole('dialog', { name: 'Cancel Order' }),
  );
});

test('the logout modal traps focus, closes on Escape and gives focus back', async ({ page, request }) => {
  await signInAsNewCustomer(page, request, 'logout-dialog');
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Log Out!' });
  if (isPhone(page)) {
    // On a phone Log Out sits in the side menu, which closes first: focus returns to its button.
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await checkDialog(
      page,
      page.getByTestId('user-menu-list').getByRole('button', { name: 'Log Out' }),
      dialog,
      menuButton,
    );
  } else {
    const trigger = page.getByTestId('user-menu');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await checkDialog(page, page.getByRole('menuitem', { name: 'Log Out' }), dialog, trigger);
  }
  // Escape is "no": the shopper is still signed in.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').state?.token)).toMatch(/./);
});

test('a press beside a dialog just after it opened (a double click’s second) leaves it open', async ({ page }) => {
  await page.goto('/checkout');
  const opener = page.getByRole('main').getByRole('button', { name: 'Login', exact: true });
  const dialog = page.getByRole('dialog', { name: 'Login' });
  // Once, so its code is in and the next one opens on the first press.
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // A person's double click comes 100 to 300 ms apart; wherever the opener sits, the second
  // press may land on the dim backdrop beside the dialog the first one opened.
  // The second press follows the dialog's appearing at once (a fixed 100 ms after the first
  // press could come before a busy machine drew the dialog, and land on the page behind it).
  await opener.click();
  await dialog.waitFor({ state: 'visible' });
  await page.mouse.click(5, 5);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  await expect(dialog).toBeVisible();
  // A press beside it well after it opened still closes it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 600)));
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});
