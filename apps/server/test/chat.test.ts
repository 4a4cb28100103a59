import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMinor } from '@souk/contract';
import { get, post } from './helpers/accounts.ts';
import { runningFlashProduct } from './helpers/commerce.ts';
import { sellerSession, shopperSession } from './helpers/chat.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (token: string, shop_id: number, message: string) =>
  post(t, '/api/send-message', { shop_id, type: 'user', message }, { token });
const answer = (token: string, user_id: number, message: string) =>
  post(t, '/api/seller/send-message', { user_id, message }, { token });
const unread = async (token: string, userId = 1) =>
  (await get(t, `/api/unread-messages?user_id=${userId}`, token)).json().data.unread_messages as number;

async function productOf(shopId: number) {
  return t.db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('shop_id', '=', shopId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

describe('sending and reading messages', () => {
  it('pages a thread newest first, 20 by default', async () => {
    const me = await shopperSession(t);
    const shop = await sellerSession(t, 2);
    for (let i = 1; i <= 23; i += 1) expect((await send(me.token, shop.shopId, `note ${i}`)).statusCode).toBe(200);
    const first = (await get(t, `/api/get-message?shop_id=${shop.shopId}`, me.token)).json().data;
    expect(first.total).toBe(23);
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toMatchObject({
      message: 'note 23',
      type: 'user',
      shop: { id: shop.shopId },
      user: { id: me.userId },
    });
    const second = (await get(t, `/api/get-message?shop_id=${shop.shopId}&page=2&per_page=20`, me.token)).json().data;
    expect(second.data.map((m: { message: string }) => m.message)).toEqual(['note 3', 'note 2', 'note 1']);
    expect(second.data[0].created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it("counts the shop's answers as unread until the thread is read", async () => {
    const me = await shopperSession(t);
    const shop = await sellerSession(t, 3);
    await send(me.token, shop.shopId, 'Is this in stock?');
    expect(await unread(me.token)).toBe(0);
    await answer(shop.token, me.userId, 'Yes, two left.');
    await answer(shop.token, me.userId, 'Shall I keep one?');
    expect(await unread(me.token)).toBe(2);
    const list = (await get(t, '/api/get-shops', me.token)).json().data;
    expect(list.data[0]).toMatchObject({
      shop: { id: shop.shopId },
      last_message: 'Shall I keep one?',
      unread_message_shop: 2,
      unread_message_user: 1,
      is_read: false,
    });

    const thread = (await get(t, `/api/get-message?shop_id=${shop.shopId}`, me.token)).json().data;
    expect(thread.data.map((m: { type: string }) => m.type)).toEqual(['shop', 'shop', 'user']);
    expect(await unread(me.token)).toBe(0);
    const after = (await get(t, '/api/get-shops', me.token)).json().data.data[0];
    expect(after).toMatchObject({ unread_message_shop: 0, is_read: true });
    const seen = (await get(t, `/api/get-message?shop_id=${shop.shopId}`, me.token)).json().data.data;
    expect(seen.filter((m: { type: string; is_seen: boolean }) => m.type === 'shop' && m.is_seen)).toHaveLength(2);
  });

  it("marks one shop's answers seen on request and answers the count left; another shop's stay unread", async () => {
    const me = await shopperSession(t);
    const [first, second] = [await sellerSession(t, 4), await sellerSession(t, 5)];
    for (const shop of [first, second]) {
      await send(me.token, shop.shopId, 'Hello?');
      await answer(shop.token, me.userId, 'Hello!');
    }
    expect(await unread(me.token)).toBe(2);
    const seen = await post(t, '/api/mark-messages-seen', { shop_id: first.shopId }, { token: me.token });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toEqual({ unread_messages: 1 });
    const rows = (await get(t, '/api/get-shops', me.token)).json().data.data as Array<{
      shop: { id: number };
      unread_message_shop: number;
    }>;
    expect(rows.find((row) => row.shop.id === first.shopId)).toMatchObject({ unread_message_shop: 0 });
    expect(rows.find((row) => row.shop.id === second.shopId)).toMatchObject({ unread_message_shop: 1 });
    // No thread with a shop: nothing to mark; no token: 401; a shop that is not there: 404.
    const stranger = await post(t, '/api/mark-messages-seen', { shop_id: 6 }, { token: me.token });
    expect(stranger.json().data).toEqual({ unread_messages: 1 });
    expect((await post(t, '/api/mark-messages-seen', { shop_id: first.shopId })).statusCode).toBe(401);
    expect((await post(t, '/api/mark-messages-seen', { shop_id: 99_999 }, { token: me.token })).statusCode).toBe(404);
    const refused = await post(t, '/api/mark-messages-seen', { shop_id: 'x' }, { token: me.token });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['shop_id']);
  });

  it('stores hostile text exactly as sent', async () => {
    const me = await shopperSession(t);
    const text = "<script>alert(1)</script> <img src=x onerror=alert(2)> javascript:void(0) '; DROP TABLE users; -- ";
    const res = await send(me.token, 1, text);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message.message).toBe(text);
    const thread = (await get(t, '/api/get-message?shop_id=1', me.token)).json().data.data;
    expect(thread[0].message).toBe(text);
  });

  it('refuses empty, blank, overlong and misaddressed messages with 422 or 404', async () => {
    const me = await shopperSession(t);
    for (const message of ['', '   \n ']) {
      const res = await send(me.token, 1, message);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('message');
    }
    const long = await send(me.token, 1, 'x'.repeat(2001));
    expect(long.json().errors.message[0]).toMatch(/2000/);
    expect(
      (await post(t, '/api/send-message', { shop_id: 'abc', message: 'hi' }, { token: me.token })).json().errors,
    ).toHaveProperty('shop_id');
    expect((await send(me.token, 999_999, 'hello?')).statusCode).toBe(404);
    expect((await get(t, '/api/get-message?shop_id=1&per_page=0', me.token)).statusCode).toBe(422);
    expect((await post(t, '/api/send-message', { shop_id: 1, message: 'hi' })).statusCode).toBe(401);
  });
});

describe('starting a conversation', () => {
  it('opens a thread from the cart without a message, and about a product as a product card', async () => {
    const me = await shopperSession(t);
    const opened = await post(
      t,
      '/api/store-message',
      { shop_id: 4, user_id: me.userId, type: 'user' },
      { token: me.token },
    );
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.message).toBeNull();
    const list = (await get(t, '/api/get-shops', me.token)).json().data;
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ shop: { id: 4 }, last_message: null, unread_message_shop: 0 });

    const product = await productOf(4);
    const card = await post(
      t,
      '/api/store-message',
      { shop_id: 4, user_id: me.userId, product_id: product.id, type: 'user' },
      { token: me.token },
    );
    expect(card.json().data.message).toMatchObject({ message: null, product: { id: product.id, name: product.name } });
    const thread = (await get(t, '/api/get-message?shop_id=4', me.token)).json().data.data;
    expect(thread).toHaveLength(1);
    expect(thread[0].product.price).toEqual(expect.any(Number));
    expect((await get(t, '/api/get-shops', me.token)).json().data.data[0].product).toMatchObject({ id: product.id });
  });

  it('shows a product card at the running flash price, as the product page does', async () => {
    const me = await shopperSession(t);
    const flash = await runningFlashProduct(t, new Date().toISOString());
    await post(
      t,
      '/api/store-message',
      { shop_id: flash.shop_id, user_id: me.userId, product_id: flash.product_id, type: 'user' },
      { token: me.token },
    );
    const details = (await get(t, `/api/product-details?product_id=${flash.product_id}`, me.token)).json().data;
    const thread = (await get(t, `/api/get-message?shop_id=${flash.shop_id}`, me.token)).json().data.data;
    expect(thread[0].product.discount_price).toBe(fromMinor(flash.price));
    expect(thread[0].product.discount_price).toBe(details.product.discount_price);
  });

  it("refuses a product of another shop and ignores the body's user_id", async () => {
    const me = await shopperSession(t);
    const victim = await shopperSession(t);
    const foreign = await productOf(5);
    const wrong = await post(
      t,
      '/api/store-message',
      { shop_id: 4, user_id: me.userId, product_id: foreign.id },
      { token: me.token },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toHaveProperty('product_id');
    const spoof = await post(
      t,
      '/api/store-message',
      { shop_id: 6, user_id: victim.userId, message: 'as someone else' },
      { token: me.token },
    );
    expect(spoof.json().data.message.user.id).toBe(me.userId);
    expect((await get(t, '/api/get-shops', victim.token)).json().data.total).toBe(0);
  });
});

describe('isolation between shoppers', () => {
  it("never shows one shopper's threads, messages or counts to another", async () => {
    const alice = await shopperSession(t);
    const bob = await shopperSession(t);
    const shop = await sellerSession(t, 7);
    await send(alice.token, shop.shopId, 'private to alice');
    await answer(shop.token, alice.userId, 'for alice only');
    expect((await get(t, '/api/get-shops', bob.token)).json().data).toEqual({ total: 0, data: [] });
    expect((await get(t, `/api/get-message?shop_id=${shop.shopId}`, bob.token)).json().data).toEqual({
      total: 0,
      data: [],
    });
    // Asking for Alice's count by id still answers Bob's own.
    expect(await unread(bob.token, alice.userId)).toBe(0);
    expect(await unread(alice.token, alice.userId)).toBe(1);
  });

  it("searches only among the shopper's own threads", async () => {
    const me = await shopperSession(t);
    const shop = await t.db.selectFrom('shops').select(['id', 'name']).where('id', '=', 8).executeTakeFirstOrThrow();
    await send(me.token, 8, 'hello');
    await send(me.token, 9, 'hello');
    const found = (
      await get(t, `/api/get-shops?search=${encodeURIComponent(shop.name.slice(0, 4).toUpperCase())}`, me.token)
    ).json().data;
    expect(found.data.map((c: { shop: { id: number } }) => c.shop.id)).toContain(8);
    expect(
      found.data.every((c: { shop: { name: string } }) =>
        c.shop.name.toLowerCase().includes(shop.name.slice(0, 4).toLowerCase()),
      ),
    ).toBe(true);
    expect((await get(t, '/api/get-shops?search=%25', me.token)).json().data.total).toBe(0);
  });
});

describe('last seen', () => {
  it('marks the shopper online for ten minutes', async () => {
    const me = await shopperSession(t);
    const before = Date.now();
    const res = await post(t, '/api/update-last-seen', {}, { token: me.token });
    expect(res.statusCode).toBe(200);
    const until = Date.parse(res.json().data.last_online);
    expect(until - before).toBeGreaterThanOrEqual(600_000 - 1000);
    expect(until - before).toBeLessThanOrEqual(600_000 + 5000);
    const shop = await sellerSession(t, 10);
    await send(me.token, shop.shopId, 'am I online?');
    const seen = (await get(t, `/api/seller/messages?user_id=${me.userId}`, shop.token)).json().data.data[0];
    expect(seen).toMatchObject({ user_active_status: true, shop_active_status: false });
  });

  it('takes the beat without a body, as the storefront sends it', async () => {
    const me = await shopperSession(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/update-last-seen',
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().data.last_online)).toBeGreaterThan(Date.now());
  });
});
