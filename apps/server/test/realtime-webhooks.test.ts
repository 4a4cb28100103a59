import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type PusherJs from 'pusher-js';
import type { WebhookEvent } from '../src/realtime/webhooks.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { listen, shopperSession, storefrontClient } from './helpers/chat.ts';
import { connected, DOC_APP, nextEvent, pusherClient, sdkFor, startRealtimeServer } from './helpers/realtime.ts';
import { createTestApp } from './helpers/test-app.ts';

// Webhooks as Pusher sends them, checked by the SDK's own `webhook(request).isValid()`: channel
// occupied and vacated, presence members added and removed, client events (docs/compatibility.md).

interface Received {
  valid: boolean;
  events: WebhookEvent[];
}

/**
 * A webhook receiver on a free port, checking signatures with `signer`'s credentials: what it
 * accepted, and how to answer the next requests.
 */
async function receiver(signer = DOC_APP) {
  const received: Received[] = [];
  const answers: number[] = [];
  const http: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const status = answers.shift() ?? 200;
      if (status === 200) {
        const hook = sdkFor(1, signer).webhook({ headers: request.headers, rawBody: body });
        received.push({ valid: hook.isValid(), events: hook.isValid() ? (hook.getEvents() as WebhookEvent[]) : [] });
      }
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/pusher/webhooks`;
  const events = () => received.flatMap((r) => r.events);
  return { url, received, answers, events, close: () => new Promise((resolve) => http.close(resolve)) };
}

let hooks: Awaited<ReturnType<typeof receiver>>;
let server: Awaited<ReturnType<typeof startRealtimeServer>>;
const clients: PusherJs[] = [];
beforeAll(async () => {
  hooks = await receiver();
  server = await startRealtimeServer({ env: { REALTIME_CLIENT_EVENTS: 'true', REALTIME_WEBHOOK_URL: hooks.url } });
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await server.close();
  await hooks.close();
});

function clientAs(user: { id: string }) {
  const client = pusherClient(server.port, DOC_APP.key, {
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) =>
        callback(
          null,
          sdkFor(server.port).authorizeChannel(
            socketId,
            channelName,
            channelName.startsWith('presence-') ? { user_id: user.id } : undefined,
          ),
        ),
      endpoint: '',
      transport: 'ajax',
    },
  });
  clients.push(client);
  return client;
}

describe('webhooks of the built-in server', () => {
  it("tells of a channel's first subscriber and its last leaving, once each, signed", async () => {
    const [a, b] = [clientAs({ id: 'a' }), clientAs({ id: 'b' })];
    await Promise.all([connected(a), connected(b)]);
    await nextEvent(a.subscribe('news'), 'pusher:subscription_succeeded');
    await nextEvent(b.subscribe('news'), 'pusher:subscription_succeeded');
    a.unsubscribe('news');
    b.unsubscribe('news');
    await vi.waitUntil(() => hooks.events().some((e) => e.name === 'channel_vacated' && e.channel === 'news'), 5000);
    expect(hooks.received.every((r) => r.valid)).toBe(true);
    expect(hooks.events().filter((e) => e.channel === 'news')).toEqual([
      { name: 'channel_occupied', channel: 'news' },
      { name: 'channel_vacated', channel: 'news' },
    ]);
  });

  it('tells of presence members added and removed, and of client events with their sender', async () => {
    const [a, b] = [clientAs({ id: 'user-a' }), clientAs({ id: 'user-b' })];
    const room = 'presence-room';
    await nextEvent(a.subscribe(room), 'pusher:subscription_succeeded');
    const channel = b.subscribe(room);
    await nextEvent(channel, 'pusher:subscription_succeeded');
    channel.trigger('client-typing', { typing: true });
    b.unsubscribe(room);
    a.unsubscribe(room);
    await vi.waitUntil(() => hooks.events().some((e) => e.name === 'channel_vacated' && e.channel === room), 5000);
    const socketB = b.connection.socket_id;
    expect(hooks.events().filter((e) => e.channel === room)).toEqual([
      { name: 'channel_occupied', channel: room },
      { name: 'member_added', channel: room, user_id: 'user-a' },
      { name: 'member_added', channel: room, user_id: 'user-b' },
      {
        name: 'client_event',
        channel: room,
        event: 'client-typing',
        data: JSON.stringify({ typing: true }),
        socket_id: socketB,
        user_id: 'user-b',
      },
      { name: 'member_removed', channel: room, user_id: 'user-b' },
      { name: 'member_removed', channel: room, user_id: 'user-a' },
      { name: 'channel_vacated', channel: room },
    ]);
  });

  it('tries a refused delivery again', async () => {
    hooks.answers.push(503);
    const client = clientAs({ id: 'c' });
    await nextEvent(client.subscribe('retried'), 'pusher:subscription_succeeded');
    await vi.waitUntil(() => hooks.events().some((e) => e.channel === 'retried'), 5000);
    expect(hooks.events().filter((e) => e.channel === 'retried')).toEqual([
      { name: 'channel_occupied', channel: 'retried' },
    ]);
  });
});

describe("webhooks of the shop's own realtime server", () => {
  it('are sent with the credentials set for it', async () => {
    const own = await receiver({ id: '9', key: 'shop-key', secret: 'a shop secret of some length' });
    const t = await createTestApp({
      env: {
        REALTIME_WEBHOOK_URL: own.url,
        PUSHER_APP_ID: '9',
        PUSHER_APP_KEY: 'shop-key',
        PUSHER_APP_SECRET: 'a shop secret of some length',
      },
    });
    try {
      const port = await listen(t);
      const me = await shopperSession(t);
      const client = await storefrontClient(t, port, me.token);
      const channel = `private-chat_user_${me.userId}`;
      await nextEvent(client.subscribe(channel), 'pusher:subscription_succeeded');
      client.disconnect();
      await vi.waitUntil(() => own.events().some((e) => e.name === 'channel_vacated'), 5000);
      expect(own.received.every((r) => r.valid)).toBe(true);
      expect(own.events()).toEqual([
        { name: 'channel_occupied', channel },
        { name: 'channel_vacated', channel },
      ]);
    } finally {
      await t.close();
      await own.close();
    }
  });

  it('need a URL', () => {
    expect(() => loadConfig({ REALTIME_WEBHOOK_URL: 'hooks here' })).toThrow(ConfigError);
    expect(() => loadConfig({ REALTIME_WEBHOOK_URL: 'hooks here' })).toThrow(/REALTIME_WEBHOOK_URL/);
  });
});
