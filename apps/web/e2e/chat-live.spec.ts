import type { APIRequestContext, WebSocket } from '@playwright/test';
import { conversationChannel, REALTIME_EVENTS, shopRealtimeUser } from '@souk/contract';
import Pusher from 'pusher-js';
import { expect, test } from './journey.ts';
import { apiAs, chatSubscribed, sellerToken, shopperWithBasket } from './support.ts';

// The shop's live side of a conversation (its typing, its being online), played by pusher-js in
// this process as a shop's app runs it, signed in with the owner's token.

/** pusher-js in this process, on the storefront's realtime server, its private channels signed for `token`. */
async function realtimeClientFor(request: APIRequestContext, baseURL: string, token: string) {
  const { data } = (await (await request.get('/api/master')).json()) as { data: { pusher_app_key: string } };
  const { hostname, port } = new URL(baseURL);
  const headers = { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' };
  return new Pusher(data.pusher_app_key, {
    cluster: 'mt1',
    wsHost: hostname,
    wsPort: Number(port),
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: { endpoint: `${baseURL}/api/broadcasting/auth`, transport: 'ajax', headers },
    userAuthentication: { endpoint: `${baseURL}/api/broadcasting/user-auth`, transport: 'ajax', headers },
  });
}

test('each side of a conversation sees the other typing', async ({ page, request, baseURL }) => {
  const { shop, userId } = await shopperWithBasket(page, request, 'chat-typing', 4);
  const channel = conversationChannel(userId, shop.id);
  const joined = chatSubscribed(page, channel);
  const open = new Set<WebSocket>();
  page.on('websocket', (ws) => {
    open.add(ws);
    ws.on('close', () => open.delete(ws));
  });
  await page.goto('/');
  await page.getByTestId('cart-button').click();
  await page.getByRole('button', { name: `Chat with ${shop.name}` }).click();
  const panel = page.getByRole('dialog', { name: `Chat with ${shop.name}` });
  await joined;
  // The shopper's channel, the watchlist and the conversation's channel share one connection.
  await expect.poll(() => open.size).toBe(1);

  // The shop's side: pusher-js, as a shop's app runs it, signed in with the owner's token.
  const shopClient = await realtimeClientFor(request, baseURL!, await sellerToken(request, shop.id));
  try {
    const conversation = shopClient.subscribe(channel);
    await new Promise((resolve) => conversation.bind('pusher:subscription_succeeded', resolve));
    const indicator = panel.getByTestId('shop-typing');
    await expect(indicator).toBeEmpty();
    expect(conversation.trigger(REALTIME_EVENTS.typing, {})).toBe(true);
    await expect(indicator).toHaveText('Typing…');
    // It goes once the shop stops.
    await expect(indicator).toBeEmpty({ timeout: 8000 });

    const shopHears = new Promise((resolve) => conversation.bind(REALTIME_EVENTS.typing, resolve));
    await panel.getByRole('textbox', { name: 'Type a message' }).pressSequentially('Hel');
    await shopHears;

    // The messages screen shows it too.
    await panel.getByRole('textbox', { name: 'Type a message' }).press('Enter');
    const rejoined = chatSubscribed(page, channel);
    await page.goto('/massages');
    await page.getByTestId('seller-row').filter({ hasText: shop.name }).click();
    await rejoined;
    expect(conversation.trigger(REALTIME_EVENTS.typing, {})).toBe(true);
    await expect(page.getByTestId('shop-typing')).toHaveText('Typing…');
  } finally {
    shopClient.disconnect();
  }
});

test('the page hears a shop of its conversations come online and leave, and shows it Online', async ({
  page,
  request,
  baseURL,
}) => {
  const { shop, token } = await shopperWithBasket(page, request, 'chat-online', 9);
  // A conversation already, so the shop is on the shopper's watchlist when the page signs in.
  await apiAs(request, token, '/store-message', { shop_id: shop.id, message: 'Anyone there?' });
  // What the realtime server tells the page of its watchlist (another journey's shop replies
  // can show a shop Online by its last seen meanwhile, so the frames are what is asserted;
  // which of the two wins is chat-rules' unit test).
  const watchlist: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      const frame = JSON.parse(String(payload)) as { event: string; data?: string };
      if (frame.event !== 'pusher_internal:watchlist_events') return;
      const { events } = JSON.parse(frame.data ?? '{}') as { events: Array<{ name: string; user_ids: string[] }> };
      for (const event of events) watchlist.push(...event.user_ids.map((id) => `${event.name} ${id}`));
    }),
  );
  const watched = shopRealtimeUser(shop.id);
  await page.goto('/');
  await expect.poll(() => watchlist).toContain(`offline ${watched}`);
  await page.getByTestId('cart-button').click();
  await page.getByRole('button', { name: `Chat with ${shop.name}` }).click();
  const status = page.getByRole('dialog', { name: `Chat with ${shop.name}` }).getByTestId('shop-status');

  const shopClient = await realtimeClientFor(request, baseURL!, await sellerToken(request, shop.id));
  try {
    shopClient.signin();
    await expect.poll(() => watchlist).toContain(`online ${watched}`);
    await expect(status).toHaveText('Online');
  } finally {
    shopClient.disconnect();
  }
  await expect.poll(() => watchlist.at(-1)).toBe(`offline ${watched}`);
});
