import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../helpers/accounts.ts';
import { sellerSession, shopperSession } from '../helpers/chat.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

// Chat writes released together. A message is a row plus the thread's "last message"; reading a
// thread marks the other side's messages seen. On PostgreSQL each request has its own connection.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (token: string, shopId: number, message: string) =>
  post(t, '/api/send-message', { shop_id: shopId, message }, { token });
const answer = (token: string, userId: number, message: string) =>
  post(t, '/api/seller/send-message', { user_id: userId, message }, { token });

const threadOf = (shopId: number, userId: number) =>
  t.db
    .selectFrom('conversations')
    .select(['id', 'last_message'])
    .where('shop_id', '=', shopId)
    .where('user_id', '=', userId)
    .execute();

/** The thread's newest message by id, as every list shows it first. */
const newestBody = async (conversationId: number) => {
  const row = await t.db
    .selectFrom('chat_messages')
    .select('body')
    .where('conversation_id', '=', conversationId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.body;
};

const unseenIn = async (conversationId: number, sender: 'user' | 'shop') => {
  const row = await t.db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('conversation_id', '=', conversationId)
    .where('sender', '=', sender)
    .where('is_seen', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

describe('messages of one thread sent together', () => {
  it('open one thread, and its last message is the newest one (shopper and shop, 5 rounds of 12)', async () => {
    const shop = await sellerSession(t, 2);
    for (let round = 0; round < 5; round += 1) {
      const me = await shopperSession(t);
      // The first message opens the thread; the shop can answer once it is there.
      const opening = await Promise.all(Array.from({ length: 6 }, (_, i) => send(me.token, shop.shopId, `open ${i}`)));
      expect(opening.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
      const both = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          i % 2 === 0 ? send(me.token, shop.shopId, `user ${i}`) : answer(shop.token, me.userId, `shop ${i}`),
        ),
      );
      expect(both.map((res) => res.statusCode)).toEqual(Array(6).fill(200));

      const threads = await threadOf(shop.shopId, me.userId);
      expect(threads).toHaveLength(1);
      const [thread] = threads;
      if (!thread) throw new Error('no thread');
      expect(thread.last_message).toBe(await newestBody(thread.id));
    }
  });

  it('opened from the cart ten times at once is one thread', async () => {
    const shop = await sellerSession(t, 3);
    const me = await shopperSession(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(t, '/api/store-message', { shop_id: shop.shopId }, { token: me.token })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(await threadOf(shop.shopId, me.userId)).toHaveLength(1);
  });
});

describe('reading a thread while messages arrive', () => {
  it('leaves the unread counts equal to the messages not seen', async () => {
    const shop = await sellerSession(t, 4);
    const me = await shopperSession(t);
    expect((await send(me.token, shop.shopId, 'hello')).statusCode).toBe(200);
    const [thread] = await threadOf(shop.shopId, me.userId);
    if (!thread) throw new Error('no thread');

    const calls = await Promise.all(
      Array.from({ length: 16 }, (_, i) => {
        if (i % 4 === 0) return get(t, `/api/get-message?shop_id=${shop.shopId}`, me.token);
        if (i % 4 === 1) return get(t, `/api/seller/messages?user_id=${me.userId}`, shop.token);
        if (i % 4 === 2) return answer(shop.token, me.userId, `shop ${i}`);
        return send(me.token, shop.shopId, `user ${i}`);
      }),
    );
    expect(calls.map((res) => res.statusCode)).toEqual(Array(16).fill(200));

    const unread = (await get(t, '/api/unread-messages', me.token)).json().data.unread_messages;
    expect(unread).toBe(await unseenIn(thread.id, 'shop'));
    const seller = (await get(t, '/api/seller/conversations', shop.token)).json().data.data[0];
    expect(seller.unread_message_user).toBe(await unseenIn(thread.id, 'user'));
    // A read after everything settled sees every message and leaves nothing unread.
    await get(t, `/api/get-message?shop_id=${shop.shopId}`, me.token);
    expect((await get(t, '/api/unread-messages', me.token)).json().data.unread_messages).toBe(0);
  });

  it('heartbeats of both sides at once leave each last seen set', async () => {
    const shop = await sellerSession(t, 5);
    const me = await shopperSession(t);
    const beats = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? post(t, '/api/update-last-seen', {}, { token: me.token })
          : post(t, '/api/seller/update-last-seen', {}, { token: shop.token }),
      ),
    );
    expect(beats.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const rows = await t.db
      .selectFrom('users')
      .select('last_online_at')
      .where('id', 'in', [me.userId, shop.userId])
      .execute();
    expect(rows.every((row) => row.last_online_at !== null)).toBe(true);
  });
});
