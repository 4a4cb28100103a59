import { conversationChannel, REALTIME_EVENTS, shopRealtimeUser } from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { outboxCode, post } from './helpers/accounts.ts';
import { formAuth, listen, sellerSession, shopperSession, signedInClient, storefrontClient } from './helpers/chat.ts';
import { errorCodeOf, nextEvent, signIn } from './helpers/realtime.ts';
import { createTestApp, type TestContext, testDatabaseUrl } from './helpers/test-app.ts';

let t: TestContext;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  port = await listen(t);
});
afterAll(() => t.close());

const master = async () => (await t.app.inject('/api/master')).json().data;

describe('the built-in realtime server by default', () => {
  it('gives the storefront a generated key on this origin, kept across restarts', async () => {
    const data = await master();
    expect(data.pusher_app_key).toMatch(/^[0-9a-f]{20}$/);
    expect(data).toMatchObject({
      pusher_app_cluster: 'mt1',
      pusher_host: null,
      pusher_port: null,
      pusher_scheme: null,
    });
    const again = await buildApp({ db: t.db, kind: testDatabaseUrl ? 'postgres' : 'sqlite', config: t.config });
    try {
      expect((await again.inject('/api/master')).json().data.pusher_app_key).toBe(data.pusher_app_key);
    } finally {
      await again.close();
    }
  });
});

describe('POST /api/broadcasting/auth', () => {
  it("signs the shopper's own channel and refuses anyone else's", async () => {
    const me = await shopperSession(t);
    const other = await shopperSession(t);
    const socket_id = '123.456';
    const own = await formAuth(t, me.token, { socket_id, channel_name: `private-chat_user_${me.userId}` });
    expect(own.statusCode).toBe(200);
    const res = await t.app.inject('/api/master');
    const key = res.json().data.pusher_app_key as string;
    expect(own.json().auth).toMatch(new RegExp(`^${key}:[0-9a-f]{64}$`));

    const theirs = await formAuth(t, me.token, { socket_id, channel_name: `private-chat_user_${other.userId}` });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).not.toHaveProperty('auth');
    expect((await formAuth(t, me.token, { socket_id, channel_name: 'private-chat_shop_1' })).statusCode).toBe(403);
    expect(
      (await formAuth(t, undefined, { socket_id, channel_name: `private-chat_user_${me.userId}` })).statusCode,
    ).toBe(401);
  });

  it("signs a shop's channel for its own seller only", async () => {
    const seller = await sellerSession(t, 1);
    const channel_name = `private-chat_shop_${seller.shopId}`;
    expect((await formAuth(t, seller.token, { socket_id: '1.2', channel_name })).statusCode).toBe(200);
    const another = await formAuth(t, seller.token, {
      socket_id: '1.2',
      channel_name: `private-chat_shop_${seller.shopId + 1}`,
    });
    expect(another.statusCode).toBe(403);
    expect(
      (await formAuth(t, seller.token, { socket_id: '1.2', channel_name: `private-chat_user_${seller.userId}` }))
        .statusCode,
    ).toBe(403);
  });

  it("signs a conversation for its shopper and its shop's owner, and no one else", async () => {
    const shopper = await shopperSession(t);
    const stranger = await shopperSession(t);
    const seller = await sellerSession(t, 1);
    const otherSeller = await sellerSession(t, 2);
    const channel_name = conversationChannel(shopper.userId, seller.shopId);
    const status = async (token: string) => (await formAuth(t, token, { socket_id: '1.2', channel_name })).statusCode;
    expect(await status(shopper.token)).toBe(200);
    expect(await status(seller.token)).toBe(200);
    expect(await status(stranger.token)).toBe(403);
    expect(await status(otherSeller.token)).toBe(403);
  });

  it('names the bad field with 422', async () => {
    const me = await shopperSession(t);
    const res = await formAuth(t, me.token, { socket_id: 'abc', channel_name: `private-chat_user_${me.userId}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('socket_id');
    const noChannel = await formAuth(t, me.token, { socket_id: '1.1' });
    expect(noChannel.json().errors).toHaveProperty('channel_name');
  });
});

describe('pusher-js against the app on one port', () => {
  it('joins its own private channel through the auth endpoint and is refused another', async () => {
    const me = await shopperSession(t);
    const other = await shopperSession(t);
    const client = await storefrontClient(t, port, me.token);
    try {
      const own = client.subscribe(`private-chat_user_${me.userId}`);
      await nextEvent(own, 'pusher:subscription_succeeded');
      const theirs = client.subscribe(`private-chat_user_${other.userId}`);
      expect(await nextEvent(theirs, 'pusher:subscription_error')).toMatchObject({ status: 403 });
    } finally {
      client.disconnect();
    }
  });
});

describe('a conversation between a shopper and a shop, client to client', () => {
  it("relays the shopper's typing to the shop and the shop's to the shopper", async () => {
    const shopper = await shopperSession(t);
    const seller = await sellerSession(t, 3);
    const channel = conversationChannel(shopper.userId, seller.shopId);
    const [mine, shops] = [
      await storefrontClient(t, port, shopper.token),
      await storefrontClient(t, port, seller.token),
    ];
    try {
      const [fromShopper, fromShop] = [mine.subscribe(channel), shops.subscribe(channel)];
      await Promise.all([
        nextEvent(fromShopper, 'pusher:subscription_succeeded'),
        nextEvent(fromShop, 'pusher:subscription_succeeded'),
      ]);
      const shopHears = nextEvent(fromShop, REALTIME_EVENTS.typing);
      expect(fromShopper.trigger(REALTIME_EVENTS.typing, {})).toBe(true);
      await shopHears;
      const shopperHears = nextEvent(fromShopper, REALTIME_EVENTS.typing);
      expect(fromShop.trigger(REALTIME_EVENTS.typing, {})).toBe(true);
      await shopperHears;
    } finally {
      mine.disconnect();
      shops.disconnect();
    }
  });
});

describe('POST /api/broadcasting/user-auth', () => {
  const userAuth = (token: string | undefined, form: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/broadcasting/user-auth',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: new URLSearchParams(form).toString(),
    });

  it("signs the shopper's or the shop owner's own data, and no one's without a session", async () => {
    const key = (await master()).pusher_app_key as string;
    const me = await shopperSession(t);
    const signed = await userAuth(me.token, { socket_id: '12.34' });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(JSON.parse(signed.json().user_data)).toMatchObject({ id: String(me.userId) });
    expect(signed.json().auth).toMatch(new RegExp(`^${key}:[0-9a-f]{64}$`));
    // A shop's owner signs in as the shop: a shopper watching it learns nothing of the account.
    const seller = await sellerSession(t, 1);
    const owner = await userAuth(seller.token, { socket_id: '12.34' });
    expect(JSON.parse(owner.json().user_data)).toMatchObject({ id: shopRealtimeUser(seller.shopId) });
    expect((await userAuth(undefined, { socket_id: '12.34' })).statusCode).toBe(401);
    const bad = await userAuth(me.token, { socket_id: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('socket_id');
  });

  it('signs an owner whose shop is not set up yet in as themselves, watching no one', async () => {
    const seller = await sellerSession(t, 12);
    // Another account holds the shop for a while: this owner has none.
    const other = await sellerSession(t, 11);
    await t.db.updateTable('shops').set({ user_id: other.userId }).where('id', '=', seller.shopId).execute();
    try {
      const signed = await userAuth(seller.token, { socket_id: '12.34' });
      expect(signed.statusCode, signed.body).toBe(200);
      expect(JSON.parse(signed.json().user_data)).toEqual({
        id: String(seller.userId),
        user_info: expect.anything(),
        watchlist: [],
      });
    } finally {
      await t.db.updateTable('shops').set({ user_id: seller.userId }).where('id', '=', seller.shopId).execute();
    }
  });

  it("watches the shops of a shopper's latest conversations, and a shop the shoppers of its", async () => {
    const me = await shopperSession(t);
    const [first, second] = [await sellerSession(t, 4), await sellerSession(t, 5)];
    for (const shop of [first, second]) {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/store-message',
        headers: { authorization: `Bearer ${me.token}` },
        payload: { shop_id: shop.shopId, message: 'Hello' },
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const mine = JSON.parse((await userAuth(me.token, { socket_id: '12.34' })).json().user_data);
    expect(mine.watchlist).toEqual([shopRealtimeUser(second.shopId), shopRealtimeUser(first.shopId)]);
    const shops = JSON.parse((await userAuth(first.token, { socket_id: '12.34' })).json().user_data);
    expect(shops.watchlist).toContain(String(me.userId));
  });

  it('tells a shopper when a shop they talk with comes online and goes', async () => {
    const me = await shopperSession(t);
    const seller = await sellerSession(t, 6);
    await t.app.inject({
      method: 'POST',
      url: '/api/store-message',
      headers: { authorization: `Bearer ${me.token}` },
      payload: { shop_id: seller.shopId, message: 'Are you there?' },
    });
    const shopper = await signedInClient(t, port, me.token);
    const heard: string[] = [];
    for (const name of ['online', 'offline']) {
      shopper.user.watchlist.bind(name, (event: { user_ids: string[] }) => heard.push(`${name} ${event.user_ids}`));
    }
    const shopId = shopRealtimeUser(seller.shopId);
    try {
      await signIn(shopper);
      await vi.waitUntil(() => heard.length === 1, 5000);
      const shop = await signedInClient(t, port, seller.token);
      await signIn(shop);
      await vi.waitUntil(() => heard.length === 2, 5000);
      shop.disconnect();
      await vi.waitUntil(() => heard.length === 3, 5000);
      expect(heard).toEqual([`offline ${shopId}`, `online ${shopId}`, `offline ${shopId}`]);
    } finally {
      shopper.disconnect();
    }
  });

  it('signs pusher-js in; a password reset ends its connection', async () => {
    const me = await shopperSession(t);
    const email = (await t.db.selectFrom('users').select('email').where('id', '=', me.userId).executeTakeFirstOrThrow())
      .email as string;
    const client = await signedInClient(t, port, me.token);
    try {
      await signIn(client);
      const ended = errorCodeOf(client);
      expect((await post(t, '/api/send-otp', { phone: email, phone_code: '+1', forgot_password: 1 })).statusCode).toBe(
        200,
      );
      const verified = await post(t, '/api/verify-otp', {
        phone: email,
        otp: await outboxCode(t, email),
        forgot_password: 1,
      });
      const reset = await post(t, '/api/reset-password', {
        password: 'a brand new long password',
        password_confirmation: 'a brand new long password',
        token: verified.json().data.token,
      });
      expect(reset.statusCode, reset.body).toBe(200);
      expect(await ended).toBe(4009);
    } finally {
      client.disconnect();
    }
  });
});
