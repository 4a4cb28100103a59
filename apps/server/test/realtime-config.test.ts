import type { ChatEvent } from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { post } from './helpers/accounts.ts';
import { formAuth, listen, sellerSession, shopperSession } from './helpers/chat.ts';
import {
  DOC_APP,
  DOC_APP_PATH,
  nextEvent,
  parseData,
  pusherClient,
  rawSocket,
  sdkFor,
  startRealtimeServer,
} from './helpers/realtime.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

describe('PUSHER_* settings', () => {
  it('wants the app id, key and secret together', () => {
    expect(() => loadConfig({ PUSHER_APP_KEY: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUSHER_APP_KEY: 'abc' })).toThrow(/PUSHER_APP_SECRET/);
    expect(loadConfig({ PUSHER_APP_ID: '1', PUSHER_APP_KEY: 'abc', PUSHER_APP_SECRET: 's' }).PUSHER_APP_KEY).toBe(
      'abc',
    );
  });

  it('keeps the built-in server unless told of another one', () => {
    const credentials = { PUSHER_APP_ID: '1', PUSHER_APP_KEY: 'abc', PUSHER_APP_SECRET: 's' };
    expect(loadConfig({}).realtimeBuiltIn).toBe(true);
    expect(loadConfig(credentials).realtimeBuiltIn).toBe(true);
    expect(loadConfig({ ...credentials, PUSHER_HOST: 'soketi.internal' }).realtimeBuiltIn).toBe(false);
    expect(loadConfig({ ...credentials, REALTIME_SERVER: 'external' }).realtimeBuiltIn).toBe(false);
    expect(loadConfig({ ...credentials, PUSHER_HOST: 'x', REALTIME_SERVER: 'built-in' }).realtimeBuiltIn).toBe(true);
    expect(() => loadConfig({ REALTIME_SERVER: 'external' })).toThrow(
      /PUSHER_APP_KEY: must be set for an external realtime service/,
    );
    expect(() => loadConfig({ REALTIME_SERVER: 'elsewhere' })).toThrow(/REALTIME_SERVER: must be built-in or external/);
  });
});

/**
 * The operator names the built-in server's credentials: the storefront is told that key, and
 * Pusher's SDK signed with that secret reaches a socket connected with it.
 */
describe('the built-in server with the credentials the operator set', () => {
  let t: TestContext;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({
      env: { PUSHER_APP_ID: DOC_APP.id, PUSHER_APP_KEY: DOC_APP.key, PUSHER_APP_SECRET: DOC_APP.secret },
    });
    port = await listen(t);
  });
  afterAll(() => t.close());

  it('answers sockets for that key and events signed with that secret', async () => {
    const master = (await t.app.inject('/api/master')).json().data;
    expect(master.pusher_app_key).toBe(DOC_APP.key);
    const socket = rawSocket(port, DOC_APP_PATH);
    await socket.next('pusher:connection_established');
    socket.send('pusher:subscribe', { channel: 'announcements' });
    await socket.next('pusher_internal:subscription_succeeded');
    expect((await sdkFor(port).trigger('announcements', 'sale-started', { id: 7 })).status).toBe(200);
    expect(parseData(await socket.next('sale-started'))).toEqual({ id: 7 });
    socket.ws.close();
  });
});

/**
 * A second, separate Pusher-protocol server stands in for Pusher, Soketi or Reverb: with the
 * settings pointing at it, the same code sends chat events there and the app serves no sockets.
 */
describe('an outside realtime service', () => {
  let outside: Awaited<ReturnType<typeof startRealtimeServer>>;
  let t: TestContext;
  let port: number;
  beforeAll(async () => {
    outside = await startRealtimeServer();
    t = await createTestApp({
      env: {
        PUSHER_APP_ID: DOC_APP.id,
        PUSHER_APP_KEY: DOC_APP.key,
        PUSHER_APP_SECRET: DOC_APP.secret,
        PUSHER_HOST: '127.0.0.1',
        PUSHER_PORT: String(outside.port),
        PUSHER_SCHEME: 'http',
        PUSHER_APP_CLUSTER: 'eu',
      },
    });
    port = await listen(t);
  });
  afterAll(async () => {
    await t.close();
    await outside.close();
  });

  it('tells the storefront where to connect', async () => {
    const { data } = (await t.app.inject('/api/master')).json();
    expect(data).toMatchObject({
      pusher_app_key: DOC_APP.key,
      pusher_app_cluster: 'eu',
      pusher_host: '127.0.0.1',
      pusher_port: outside.port,
      pusher_scheme: 'http',
    });
  });

  it('serves no sockets itself and sends chat events to the outside service', async () => {
    const local = rawSocket(port, `/app/${DOC_APP.key}?protocol=7`);
    await expect(local.closed).resolves.toMatchObject({ code: 1006 });

    const shop = await sellerSession(t, 2);
    const me = await shopperSession(t);
    await post(t, '/api/send-message', { shop_id: shop.shopId, message: 'hello' }, { token: me.token });
    const client = pusherClient(outside.port, DOC_APP.key, {
      channelAuthorization: {
        endpoint: 'unused',
        transport: 'ajax',
        // The app's own auth endpoint signs with the outside service's secret.
        customHandler: ({ socketId, channelName }, callback) => {
          void formAuth(t, me.token, { socket_id: socketId, channel_name: channelName }).then((res) =>
            callback(null, res.json()),
          );
        },
      },
    });
    try {
      const channel = client.subscribe(`private-chat_user_${me.userId}`);
      await nextEvent(channel, 'pusher:subscription_succeeded');
      const received = nextEvent<ChatEvent>(channel, 'send-message-to-user');
      await post(t, '/api/seller/send-message', { user_id: me.userId, message: 'answer' }, { token: shop.token });
      expect((await received).message).toMatchObject({ type: 'shop', message: 'answer' });
    } finally {
      client.disconnect();
    }
  });
});
