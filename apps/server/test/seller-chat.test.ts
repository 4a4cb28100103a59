import type { ChatEvent } from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from './helpers/accounts.ts';
import { listen, sellerSession, shopperSession, storefrontClient } from './helpers/chat.ts';
import { nextEvent } from './helpers/realtime.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  port = await listen(t);
});
afterAll(() => t.close());

const send = (token: string, shop_id: number, message: string) =>
  post(t, '/api/send-message', { shop_id, type: 'user', message }, { token });
const answer = (token: string, user_id: number, message: string) =>
  post(t, '/api/seller/send-message', { user_id, message }, { token });

describe('the shop side of chat', () => {
  it("lists the shop's own threads with the shopper's unread messages, and reading clears them", async () => {
    const shop = await sellerSession(t, 2);
    const me = await shopperSession(t);
    const elsewhere = await shopperSession(t);
    await send(me.token, shop.shopId, 'first');
    await send(me.token, shop.shopId, 'second');
    await send(elsewhere.token, shop.shopId + 1, 'to another shop');

    const list = (await get(t, '/api/seller/conversations', shop.token)).json().data;
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ user: { id: me.userId }, last_message: 'second', unread_message_user: 2 });

    const thread = (await get(t, `/api/seller/messages?user_id=${me.userId}`, shop.token)).json().data;
    expect(thread.data.map((m: { message: string }) => m.message)).toEqual(['second', 'first']);
    expect((await get(t, '/api/seller/conversations', shop.token)).json().data.data[0].unread_message_user).toBe(0);
    const mine = (await get(t, `/api/get-message?shop_id=${shop.shopId}`, me.token)).json().data.data;
    expect(mine.every((m: { is_seen: boolean }) => m.is_seen)).toBe(true);
  });

  it('answers only threads a shopper opened with this shop', async () => {
    const shop = await sellerSession(t, 3);
    const other = await sellerSession(t, 4);
    const me = await shopperSession(t);
    expect((await answer(shop.token, me.userId, 'unsolicited')).statusCode).toBe(404);
    await send(me.token, shop.shopId, 'hello shop 3');
    expect((await answer(shop.token, me.userId, 'hello back')).statusCode).toBe(200);
    expect((await answer(other.token, me.userId, 'not my customer')).statusCode).toBe(404);
    expect((await get(t, `/api/seller/messages?user_id=${me.userId}`, other.token)).statusCode).toBe(404);
    expect((await answer(shop.token, me.userId, '  ')).json().errors).toHaveProperty('message');
    // A shopper's token is not a seller's.
    expect((await get(t, '/api/seller/conversations', me.token)).statusCode).toBe(401);
  });

  it("shows the shop Online from its owner's last seen", async () => {
    const shop = await sellerSession(t, 5);
    const me = await shopperSession(t);
    await send(me.token, shop.shopId, 'anyone there?');
    const offline = (await get(t, '/api/get-shops', me.token)).json().data.data[0];
    expect(offline.shop_status).toBe('Offline');
    expect((await post(t, '/api/seller/update-last-seen', {}, { token: shop.token })).statusCode).toBe(200);
    expect((await get(t, '/api/get-shops', me.token)).json().data.data[0].shop_status).toBe('Online');
    const [latest] = (await get(t, `/api/get-message?shop_id=${shop.shopId}`, me.token)).json().data.data;
    expect(latest.shop_active_status).toBe(true);
  });

  it('shows a shop Online once it answers, without a heartbeat', async () => {
    const shop = await sellerSession(t, 6);
    const me = await shopperSession(t);
    await send(me.token, shop.shopId, 'is this in stock?');
    expect((await get(t, '/api/get-shops', me.token)).json().data.data[0].shop_status).toBe('Offline');
    const answered = await answer(shop.token, me.userId, 'Yes, three left.');
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data.message.shop_active_status).toBe(true);
    expect((await get(t, '/api/get-shops', me.token)).json().data.data[0].shop_status).toBe('Online');
  });
});

describe('chat events in real time', () => {
  it("delivers a shop's answer to the shopper's channel and a shopper's message to the shop's", async () => {
    const shop = await sellerSession(t, 6);
    const me = await shopperSession(t);
    const shopper = await storefrontClient(t, port, me.token);
    const seller = await storefrontClient(t, port, shop.token);
    try {
      const userChannel = shopper.subscribe(`private-chat_user_${me.userId}`);
      const shopChannel = seller.subscribe(`private-chat_shop_${shop.shopId}`);
      await Promise.all([
        nextEvent(userChannel, 'pusher:subscription_succeeded'),
        nextEvent(shopChannel, 'pusher:subscription_succeeded'),
      ]);

      const toShop = nextEvent<ChatEvent>(shopChannel, 'send-message-to-shop');
      await send(me.token, shop.shopId, 'Do you ship to Oran?');
      expect((await toShop).message).toMatchObject({
        type: 'user',
        message: 'Do you ship to Oran?',
        user: { id: me.userId },
      });

      const toUser = nextEvent<ChatEvent>(userChannel, 'send-message-to-user');
      const sent = await answer(shop.token, me.userId, 'Yes, <b>in 3 days</b>.');
      const event = await toUser;
      expect(event.message).toEqual(sent.json().data.message);
      expect(event.message).toMatchObject({
        type: 'shop',
        message: 'Yes, <b>in 3 days</b>.',
        shop: { id: shop.shopId },
      });
    } finally {
      shopper.disconnect();
      seller.disconnect();
    }
  });
});
