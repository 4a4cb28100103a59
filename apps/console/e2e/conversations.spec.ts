import { chatShopChannel, conversationChannel } from '@souk/contract';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import { apiAs, apiData, chatSubscribed, signInAsNewCustomer, toast } from '../../web/e2e/support.ts';
import { shopFor, signedInOwner } from './support.ts';

test('an owner reads and answers a shopper live, and hears of new messages on any page', async ({
  browser,
  page,
  request,
}, testInfo) => {
  const shopId = shopFor(testInfo.project.name, 10, 11);
  const { shops } = await apiData<{ shops: Array<{ id: number; name: string }> }>(request, '/shops?per_page=20');
  const shopName = shops.find((shop) => shop.id === shopId)!.name;
  const shopperPage = await (await browser.newContext()).newPage();
  const shopper = await signInAsNewCustomer(shopperPage, request, `console-chat-${shopId}`);
  await apiAs(request, shopper.token, '/store-message', { shop_id: shopId, message: 'Is the blue one in stock?' });

  // The inbox counts what the shop has not read.
  await signedInOwner(page, request, shopId);
  const joined = chatSubscribed(page, chatShopChannel(shopId));
  await page.goto('/console/conversations');
  await joined;
  const row = page.locator(`a[data-shopper="${shopper.userId}"]`);
  await expect(row).toContainText('Is the blue one in stock?');
  await expect(row).toContainText('1 unread');
  await expectAccessible(page, 'console conversations');

  // Opening it reads it; what the shopper writes next arrives without a reload.
  await row.click();
  const log = page.getByRole('log');
  await expect(log).toContainText('Is the blue one in stock?');
  await expect(row).not.toContainText('unread');
  await apiAs(request, shopper.token, '/send-message', { shop_id: shopId, message: 'And in red?' });
  await expect(log).toContainText('And in red?');

  // The reply reaches the shopper's own messages screen.
  await page.getByRole('textbox', { name: 'Write a reply' }).fill('Yes, both colours are in.');
  await page.getByRole('textbox', { name: 'Write a reply' }).press('Enter');
  await expect(log).toContainText('Yes, both colours are in.');
  await expect(page.getByRole('textbox', { name: 'Write a reply' })).toHaveValue('');
  const shopperJoined = chatSubscribed(shopperPage, conversationChannel(shopper.userId, shopId));
  await shopperPage.goto('/massages');
  await shopperPage.getByTestId('seller-row').filter({ hasText: shopName }).click();
  await expect(shopperPage.getByTestId('chat-messages').getByText('Yes, both colours are in.')).toBeVisible();

  // Each side sees the other typing.
  await shopperJoined;
  await shopperPage.getByRole('textbox', { name: 'Type a message' }).pressSequentially('One more');
  await expect(page.getByTestId('shopper-status')).toHaveText('Typing…');
  // The owner's signals go out every few seconds at most, so the owner types on until one lands.
  await expect(async () => {
    await page.getByRole('textbox', { name: 'Write a reply' }).press('s');
    await expect(shopperPage.getByTestId('shop-typing')).toHaveText('Typing…', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.getByRole('textbox', { name: 'Write a reply' }).fill('');

  // Elsewhere in the console, a new message is a toast that opens its thread.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await apiAs(request, shopper.token, '/send-message', { shop_id: shopId, message: 'Thanks!' });
  const heard = toast(page, `New message from ${shopper.name}`);
  await expect(heard).toBeVisible();
  await heard.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(new RegExp(`/console/conversations/${shopper.userId}$`));
  await expect(page.getByRole('log')).toContainText('Thanks!');
  await shopperPage.context().close();
});
