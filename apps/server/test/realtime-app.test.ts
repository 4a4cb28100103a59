import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { formAuth, listen, sellerSession, shopperSession, storefrontClient } from './helpers/chat.ts';
import { nextEvent } from './helpers/realtime.ts';
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
