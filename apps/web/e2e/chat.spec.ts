import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import {
  apiAs,
  chatSubscribed,
  isPhone,
  openUserMenu,
  productsFromTwoShops,
  sellerToken,
  shopperWithBasket,
  signInAsNewCustomer,
} from './support.ts';

/** The shop answers through the seller API, as the shop's own app would. */
async function shopAnswers(request: APIRequestContext, shopId: number, userId: number, message: string) {
  const token = await sellerToken(request, shopId);
  const response = await request.post('/api/seller/send-message', {
    headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
    data: { user_id: userId, message },
  });
  expect(response.status()).toBe(200);
}

/**
 * The thread pages the page asks for from now on (pages of 20; a read of one message only tells
 * the server the shopper saw the shop's messages).
 */
function threadLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/get-message' && url.searchParams.get('per_page') !== '1') loads.push(url.search);
  });
  return loads;
}

test('a shopper chats with a shop from the basket and sees its answer without reloading', async ({ page, request }) => {
  const { shop, userId } = await shopperWithBasket(page, request, 'chat-cart', 2);
  const subscribed = chatSubscribed(page);
  await page.goto('/');
  await subscribed;
  await page.getByTestId('cart-button').click();
  await page.getByRole('button', { name: `Chat with ${shop.name}` }).click();
  const panel = page.getByRole('dialog', { name: `Chat with ${shop.name}` });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('No messages yet. Say hello!')).toBeVisible();

  const box = panel.getByRole('textbox', { name: 'Type a message' });
  // Blank text is ignored; Shift+Enter makes a new line instead of sending.
  await box.fill('   ');
  await box.press('Enter');
  await box.fill('Is this in stock?');
  await box.press('Shift+Enter');
  await box.pressSequentially('In blue, please.');
  await expect(box).toHaveValue('Is this in stock?\nIn blue, please.');
  await expect(panel.getByTestId('chat-message')).toHaveCount(0);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  const mine = panel.getByTestId('chat-message').filter({ hasText: 'Is this in stock?' });
  await expect(mine).toHaveAttribute('data-sender', 'user');
  await expect(mine).toContainText('In blue, please.');
  await expect(mine.locator('time')).toHaveText(/^\d{2}:\d{2} (am|pm), \d{2} [A-Z][a-z]{2}, \d{4}$/);
  await expect(panel.getByTestId('chat-message')).toHaveCount(1);

  // The server kept it: the shop's side of the thread reads it.
  const sellerThread = await request.get(`/api/seller/messages?user_id=${userId}`, {
    headers: { Authorization: `Bearer ${await sellerToken(request, shop.id)}` },
  });
  expect(((await sellerThread.json()) as { data: { data: Array<{ message: string }> } }).data.data[0]?.message).toBe(
    'Is this in stock?\nIn blue, please.',
  );

  // The shop's answer comes with its event: the thread is not asked for again.
  const loads = threadLoads(page);
  await shopAnswers(request, shop.id, userId, 'Yes, blue ships tomorrow.');
  const answer = panel.getByTestId('chat-message').filter({ hasText: 'Yes, blue ships tomorrow.' });
  await expect(answer).toBeVisible();
  await expect(answer).toHaveAttribute('data-sender', 'shop');
  await expect(panel.getByTestId('chat-message')).toHaveCount(2);
  expect(loads).toEqual([]);
});

test('the Message badge counts unread answers on another page and clears when the shop is opened', async ({
  page,
  request,
}) => {
  const { shop, userId, token } = await shopperWithBasket(page, request, 'chat-badge', 3);
  await apiAs(request, token, '/store-message', { shop_id: shop.id, type: 'user' });
  const subscribed = chatSubscribed(page);
  await page.goto('/dashboard');
  await subscribed;
  const message = page.getByRole('link', { name: /^Message/ });
  await expect(message.getByTestId('unread-badge')).toHaveCount(0);

  await shopAnswers(request, shop.id, userId, 'Your parcel left the warehouse.');
  await shopAnswers(request, shop.id, userId, 'Tracking number follows.');
  await expect(message.getByTestId('unread-badge')).toHaveText('2');

  await message.click();
  // A phone shows the list alone until a shop is picked; wider screens say none is picked yet.
  if (!isPhone(page)) {
    await expect(page.getByText('No User Selected')).toBeVisible();
    await expect(page.getByText('Please select a user to see their messages')).toBeVisible();
  }
  const row = page.getByTestId('seller-row').filter({ hasText: shop.name });
  await expect(row.getByLabel('2 unread')).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/massages\\?shop_id=${shop.id}$`));
  const thread = page.getByTestId('chat-messages');
  await expect(thread.getByText('Tracking number follows.')).toBeVisible();
  await expect(message.getByTestId('unread-badge')).toHaveCount(0);
  await expect(row.getByLabel('2 unread')).toHaveCount(0);

  // On the messages screen a new answer shows in the open thread as it comes, without the thread
  // being asked for again, and counts as seen, here and on the server.
  const loads = threadLoads(page);
  await shopAnswers(request, shop.id, userId, 'It arrives on Friday.');
  await expect(thread.getByText('It arrives on Friday.')).toBeVisible();
  await expect(row).toContainText('It arrives on Friday.');
  await expect(message.getByTestId('unread-badge')).toHaveCount(0);
  await expect(row.getByLabel(/unread/)).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (await apiAs<{ unread_messages: number }>(request, token, `/unread-messages?user_id=${userId}`))
          .unread_messages,
    )
    .toBe(0);
  expect(loads).toEqual([]);
});

test('older messages load when scrolling to the top, keeping the place', async ({ page, request }) => {
  const { shop, userId, token } = await shopperWithBasket(page, request, 'chat-older', 4);
  await apiAs(request, token, '/store-message', { shop_id: shop.id, type: 'user' });
  for (let n = 1; n <= 26; n += 1) await shopAnswers(request, shop.id, userId, `Update number ${n}`);
  await page.goto(`/massages?shop_id=${shop.id}`);
  const list = page.getByTestId('chat-messages');
  const messages = list.getByTestId('chat-message');
  await expect(messages).toHaveCount(20);
  await expect(messages.last()).toContainText('Update number 26');
  await expect(messages.first()).toContainText('Update number 7');
  await expect(messages.last()).toBeInViewport();

  const anchor = messages.filter({ has: page.getByText('Update number 7', { exact: true }) });
  await list.evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(messages).toHaveCount(26);
  await expect(messages.first()).toContainText('Update number 1');
  // The page was put above what was being read: the message that was on top is still in view.
  await expect(anchor).toBeInViewport();
  await expect(messages.first()).not.toBeInViewport();
});

test('a hostile message shows as inert text and only http(s) links are clickable', async ({ page, request }) => {
  const { shop, userId, token } = await shopperWithBasket(page, request, 'chat-hostile', 5);
  await apiAs(request, token, '/store-message', { shop_id: shop.id, type: 'user' });
  const hostile =
    '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"> javascript:window.__pwned=3 see https://example.com/care.';
  await shopAnswers(request, shop.id, userId, hostile);
  await page.goto(`/massages?shop_id=${shop.id}`);
  const bubble = page.getByTestId('chat-message').filter({ hasText: 'see https://example.com/care' });
  await expect(bubble).toContainText('<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">');
  await expect(bubble.locator('img[src="x"], script')).toHaveCount(0);
  const links = bubble.getByRole('link');
  await expect(links).toHaveCount(1);
  await expect(links).toHaveAttribute('href', 'https://example.com/care');
  await expect(links).toHaveAttribute('target', '_blank');
  await expect(links).toHaveAttribute('rel', /noopener/);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('the seller list searches by shop name', async ({ page, request }) => {
  const shopper = await signInAsNewCustomer(page, request, 'chat-search');
  const { first, other } = await productsFromTwoShops(request, 6);
  for (const shop of [first.shop, other.shop]) {
    await apiAs(request, shopper.token, '/store-message', { shop_id: shop.id, type: 'user' });
  }
  await page.goto('/massages');
  const rows = page.getByTestId('seller-row');
  await expect(rows).toHaveCount(2);
  await page.getByPlaceholder('Search Seller').fill(other.shop.name.slice(0, 5));
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(other.shop.name);
});

test("a product page's Chat asks the shop about that product", async ({ page, request }) => {
  await signInAsNewCustomer(page, request, 'chat-product');
  const { first } = await productsFromTwoShops(request, 7);
  await page.goto(`/products/${first.id}/details`);
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/massages\\?shop_id=${first.shop.id}$`));
  const card = page.getByTestId('chat-messages').getByTestId('chat-product');
  await expect(card).toContainText(first.name);
  await expect(card).toHaveAttribute('href', `/products/${first.id}/details`);
});

test("pusher-js stays out of the home page's JavaScript", async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const source = await (await page.request.get(url)).text();
    // A string only the pusher-js client carries.
    expect(source, url).not.toContain('pusher:subscribe');
  }
});

test('the last-seen heartbeat beats on sign-in and every 10 minutes, and stops on logout', async ({
  page,
  request,
}) => {
  const { shop, userId, token } = await shopperWithBasket(page, request, 'chat-beat', 1);
  await apiAs(request, token, '/store-message', { shop_id: shop.id, type: 'user' });
  const seller = await sellerToken(request, shop.id);
  const asSeller = { headers: { Authorization: `Bearer ${seller}`, 'X-Requested-With': 'XMLHttpRequest' } };
  // The shop's own heartbeat is what the shopper sees as Online.
  expect((await request.post('/api/seller/update-last-seen', asSeller)).status()).toBe(200);

  const beats: Array<{ body: string | null; type: string | undefined }> = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/update-last-seen')) {
      beats.push({ body: r.postData(), type: r.headers()['content-type'] });
    }
  });
  await page.clock.install();
  await page.goto(`/massages?shop_id=${shop.id}`);
  await expect(page.getByTestId('shop-status')).toHaveText('Online');
  await expect.poll(() => beats.length).toBe(1);
  expect(beats[0]).toEqual({ body: '{}', type: 'application/json' });
  // The shop sees the shopper online until ten minutes after the beat.
  const list = await request.get('/api/seller/conversations', asSeller);
  const { data } = (await list.json()) as { data: { data: Array<{ user: { id: number; last_online: string } }> } };
  const lastOnline = data.data.find((c) => c.user.id === userId)?.user.last_online ?? '';
  expect(Date.parse(lastOnline)).toBeGreaterThan(Date.now() + 9 * 60_000);

  await page.clock.fastForward('10:00');
  await expect.poll(() => beats.length).toBe(2);

  await openUserMenu(page);
  await page.getByRole(page.viewportSize()!.width < 1024 ? 'button' : 'menuitem', { name: 'Log Out' }).click();
  await page.getByRole('dialog', { name: 'Log Out!' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.clock.fastForward('20:00');
  // Two missed beats would have been sent by now; give them time to show up if they were.
  await page.waitForTimeout(500);
  expect(beats).toHaveLength(2);
});
