import type { ChatEvent } from '@souk/contract';
import Echo from 'laravel-echo';
import PusherJs from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post } from './helpers/accounts.ts';
import { listen, sellerSession, shopperSession } from './helpers/chat.ts';
import { DOC_APP, localSocketOptions, sdkFor, startRealtimeServer } from './helpers/realtime.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

// laravel-echo 2 (the original storefront's own realtime client) as an outside app sets it up:
// against the shop for its private chat channel, and against the built-in server for presence
// channels and whispers (client events), which the shop's own channels do not use.

/** Echo over pusher-js on a local port; `extra` adds its auth settings. */
function echoOn(port: number, key: string, extra: Record<string, unknown>) {
  return new Echo({ broadcaster: 'pusher', Pusher: PusherJs, key, ...localSocketOptions(port), ...extra });
}

/** Resolves with the first call of the callback `register` is given. */
function firstCall<T>(register: (callback: (value: T) => void) => void, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms);
    register((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

describe('laravel-echo against the shop', () => {
  let t: TestContext;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    port = await listen(t);
  });
  afterAll(() => t.close());

  it("hears a shop's answer on the shopper's private channel, authorised at /api/broadcasting/auth", async () => {
    const me = await shopperSession(t);
    const shop = await sellerSession(t, 3);
    await post(t, '/api/send-message', { shop_id: shop.shopId, message: 'hello' }, { token: me.token });
    const key = (await t.app.inject('/api/master')).json().data.pusher_app_key as string;
    const echo = echoOn(port, key, {
      authEndpoint: `http://127.0.0.1:${port}/api/broadcasting/auth`,
      auth: { headers: bearer(me.token) },
    });
    try {
      const channel = echo.private(`chat_user_${me.userId}`);
      await firstCall((done) => channel.subscribed(() => done(undefined)));
      // The leading dot: the event's own name, not one under a PHP namespace.
      const heard = firstCall<ChatEvent>((done) => channel.listen('.send-message-to-user', done));
      await post(t, '/api/seller/send-message', { user_id: me.userId, message: 'answer' }, { token: shop.token });
      expect((await heard).message).toMatchObject({ type: 'shop', message: 'answer' });
      const refused = echo.private(`chat_user_${me.userId + 1}`);
      expect(await firstCall<{ status: number }>((done) => refused.error(done))).toMatchObject({ status: 403 });
    } finally {
      echo.disconnect();
    }
  });
});

describe('laravel-echo against the built-in server', () => {
  let server: Awaited<ReturnType<typeof startRealtimeServer>>;
  const echoes: Echo<'pusher'>[] = [];
  beforeAll(async () => {
    server = await startRealtimeServer({ env: { REALTIME_CLIENT_EVENTS: 'true' } });
  });
  afterAll(async () => {
    for (const echo of echoes) echo.disconnect();
    await server.close();
  });

  /** Echo as `user`, its subscriptions signed by the SDK (as an app's own auth endpoint would). */
  function echoAs(user: { id: string; name: string }) {
    const echo = echoOn(server.port, DOC_APP.key, {
      authorizer: (channel: { name: string }) => ({
        authorize: (socketId: string, callback: (error: Error | null, auth: unknown) => void) =>
          callback(
            null,
            sdkFor(server.port).authorizeChannel(
              socketId,
              channel.name,
              channel.name.startsWith('presence-') ? { user_id: user.id, user_info: { name: user.name } } : undefined,
            ),
          ),
      }),
    });
    echoes.push(echo);
    return echo;
  }

  it('joins a presence channel: here, joining and leaving', async () => {
    const [amal, badr] = [echoAs({ id: '1', name: 'Amal' }), echoAs({ id: '2', name: 'Badr' })];
    const room = amal.join('shop.7');
    const here = await firstCall<{ name: string }[]>((done) => room.here(done));
    expect(here).toEqual([{ name: 'Amal' }]);
    const joining = firstCall<{ name: string }>((done) => room.joining(done));
    const theirs = badr.join('shop.7');
    expect(await joining).toEqual({ name: 'Badr' });
    expect(await firstCall<{ name: string }[]>((done) => theirs.here(done))).toHaveLength(2);
    const leaving = firstCall<{ name: string }>((done) => room.leaving(done));
    badr.leave('shop.7');
    expect(await leaving).toEqual({ name: 'Badr' });
  });

  it('whispers to the other subscribers of a private channel', async () => {
    const [amal, badr] = [echoAs({ id: '1', name: 'Amal' }), echoAs({ id: '2', name: 'Badr' })];
    const listening = badr.private('conversation.9');
    await firstCall((done) => listening.subscribed(() => done(undefined)));
    const typing = firstCall<{ typing: boolean }>((done) => listening.listenForWhisper('typing', done));
    const speaking = amal.private('conversation.9');
    await firstCall((done) => speaking.subscribed(() => done(undefined)));
    speaking.whisper('typing', { typing: true });
    expect(await typing).toEqual({ typing: true });
  });
});
