import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PusherJs from 'pusher-js';
import type { PresenceChannel } from 'pusher-js';
import {
  connected,
  DOC_APP,
  DOC_APP_PATH,
  nextEvent,
  parseData,
  pusherClient,
  rawSocket,
  sdkFor,
  startRealtimeServer,
} from './helpers/realtime.ts';

// The built-in server against Pusher's own packages, as an outside client uses them: the `pusher`
// SDK's channels queries and trigger `info`, pusher-js presence channels authorised with the
// SDK's `authorizeChannel`, and client events (docs/compatibility.md).

let server: Awaited<ReturnType<typeof startRealtimeServer>>;
const clients: PusherJs[] = [];
beforeAll(async () => {
  server = await startRealtimeServer({ env: { REALTIME_CLIENT_EVENTS: 'true' } });
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await server.close();
});

const sdk = () => sdkFor(server.port);

/** pusher-js whose presence and private subscriptions are signed by the SDK for `user`. */
function clientAs(user: { id: string; name: string }) {
  const client = pusherClient(server.port, DOC_APP.key, {
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        const member = channelName.startsWith('presence-')
          ? { user_id: user.id, user_info: { name: user.name } }
          : undefined;
        callback(null, sdk().authorizeChannel(socketId, channelName, member));
      },
      endpoint: '',
      transport: 'ajax',
    },
  });
  clients.push(client);
  return client;
}

/** A signed GET through the SDK: its status and body (the SDK throws on an error status). */
async function getJson(path: string, params: Record<string, string> = {}) {
  try {
    const res = await sdk().get({ path, params });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  } catch (error) {
    const refused = error as { status?: number; body?: string };
    if (refused.status === undefined) throw error;
    return { status: refused.status, body: JSON.parse(refused.body ?? '{}') as Record<string, unknown> };
  }
}

describe('presence channels', () => {
  it('tells the roster on joining, and the others of each user joining and leaving', async () => {
    const nora = clientAs({ id: 'u-1', name: 'Nora' });
    const joined = nora.subscribe('presence-shop-7') as PresenceChannel;
    await nextEvent(joined, 'pusher:subscription_succeeded');
    expect(joined.members.count).toBe(1);
    expect(joined.members.me).toMatchObject({ id: 'u-1', info: { name: 'Nora' } });

    const sami = clientAs({ id: 'u-2', name: 'Sami' });
    const heardAdded = nextEvent<{ id: string; info: { name: string } }>(joined, 'pusher:member_added');
    const second = sami.subscribe('presence-shop-7') as PresenceChannel;
    await nextEvent(second, 'pusher:subscription_succeeded');
    expect((await heardAdded).info.name).toBe('Sami');
    expect(second.members.count).toBe(2);
    expect(second.members.get('u-1')).toMatchObject({ info: { name: 'Nora' } });

    // A second connection of the same user is one member: no one hears of it.
    const samiAgain = clientAs({ id: 'u-2', name: 'Sami' });
    const third = samiAgain.subscribe('presence-shop-7') as PresenceChannel;
    await nextEvent(third, 'pusher:subscription_succeeded');
    expect(third.members.count).toBe(2);
    const users = await getJson('/channels/presence-shop-7/users');
    expect(users.body.users).toEqual(expect.arrayContaining([{ id: 'u-1' }, { id: 'u-2' }]));
    expect(users.body.users).toHaveLength(2);

    // Sami leaves with his last connection only.
    const heardRemoved = nextEvent<{ id: string }>(joined, 'pusher:member_removed');
    sami.disconnect();
    samiAgain.disconnect();
    expect((await heardRemoved).id).toBe('u-2');
    await expect.poll(() => joined.members.count).toBe(1);
  });

  it('refuses a member the auth does not sign', async () => {
    const client = pusherClient(server.port, DOC_APP.key, {
      channelAuthorization: {
        customHandler: ({ socketId, channelName }, callback) => {
          const signed = sdk().authorizeChannel(socketId, channelName, { user_id: 'u-1' });
          // The member claimed is not the one signed.
          callback(null, { ...signed, channel_data: JSON.stringify({ user_id: 'u-9' }) });
        },
        endpoint: '',
        transport: 'ajax',
      },
    });
    clients.push(client);
    const channel = client.subscribe('presence-shop-8');
    const refused = await nextEvent<{ status: number }>(channel, 'pusher:subscription_error');
    expect(refused.status).toBe(401);
    expect((await getJson('/channels/presence-shop-8', { info: 'user_count' })).body).toEqual({
      occupied: false,
      user_count: 0,
    });
  });
});

describe('the channels HTTP API', () => {
  it('lists occupied channels by prefix with their counts, and tells one channel', async () => {
    const a = clientAs({ id: 'u-3', name: 'Lina' });
    const b = clientAs({ id: 'u-4', name: 'Omar' });
    await connected(a);
    for (const client of [a, b]) {
      await nextEvent(client.subscribe('private-chat_user_3'), 'pusher:subscription_succeeded');
      await nextEvent(client.subscribe('presence-room'), 'pusher:subscription_succeeded');
    }
    await nextEvent(a.subscribe('news'), 'pusher:subscription_succeeded');

    const all = await getJson('/channels', { info: 'subscription_count' });
    expect(all.status).toBe(200);
    const listed = all.body.channels as Record<string, { subscription_count: number }>;
    expect(listed['private-chat_user_3']).toEqual({ subscription_count: 2 });
    expect(listed.news).toEqual({ subscription_count: 1 });

    const presence = await getJson('/channels', { filter_by_prefix: 'presence-', info: 'user_count' });
    expect((presence.body.channels as Record<string, unknown>)['presence-room']).toEqual({ user_count: 2 });
    expect(Object.keys(presence.body.channels as object).every((name) => name.startsWith('presence-'))).toBe(true);
    // Users are counted in presence channels only.
    expect((await getJson('/channels', { info: 'user_count' })).status).toBe(400);

    const one = await getJson('/channels/presence-room', { info: 'user_count,subscription_count' });
    expect(one.body).toEqual({ occupied: true, user_count: 2, subscription_count: 2 });
    expect((await getJson('/channels/nobody-here')).body).toEqual({ occupied: false });
    expect((await getJson('/channels/news/users')).status).toBe(400);
  });

  it('answers a trigger with the channels’ attributes when info asks', async () => {
    const listener = clientAs({ id: 'u-5', name: 'Huda' });
    await nextEvent(listener.subscribe('presence-lobby'), 'pusher:subscription_succeeded');
    const res = await sdk().trigger(
      ['presence-lobby', 'empty-room'],
      'hello',
      { x: 1 },
      {
        info: 'user_count,subscription_count',
      },
    );
    expect(await res.json()).toEqual({
      channels: { 'presence-lobby': { user_count: 1, subscription_count: 1 }, 'empty-room': { subscription_count: 0 } },
    });
    const batch = await sdk().triggerBatch([
      { channel: 'presence-lobby', name: 'hello', data: '{}', info: 'subscription_count' },
      { channel: 'empty-room', name: 'hello', data: '{}' },
    ]);
    expect(await batch.json()).toEqual({ batch: [{ subscription_count: 1 }, {}] });
  });

  it('refuses an unsigned query', async () => {
    const res = await fetch(`http://127.0.0.1:${server.port}/apps/${DOC_APP.id}/channels`);
    expect(res.status).toBe(401);
  });
});

describe('client events (REALTIME_CLIENT_EVENTS, on unless turned off)', () => {
  it('relays a client event to the channel’s other subscribers, not back to its sender', async () => {
    const typist = clientAs({ id: 'u-6', name: 'Rana' });
    const reader = clientAs({ id: 'u-7', name: 'Ali' });
    const sent = typist.subscribe('private-conversation-9');
    const heard = reader.subscribe('private-conversation-9');
    await nextEvent(sent, 'pusher:subscription_succeeded');
    await nextEvent(heard, 'pusher:subscription_succeeded');
    let echoed = false;
    sent.bind('client-typing', () => (echoed = true));
    const typing = nextEvent<{ typing: boolean }>(heard, 'client-typing');
    expect(sent.trigger('client-typing', { typing: true })).toBe(true);
    expect(await typing).toEqual({ typing: true });
    // Frames to every subscriber go out together: a copy to the sender would have come by now.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(echoed).toBe(false);
  });

  it('names the sender of a client event in a presence channel', async () => {
    const typist = clientAs({ id: 'u-8', name: 'Maya' });
    const reader = clientAs({ id: 'u-9', name: 'Yusuf' });
    const sent = typist.subscribe('presence-conversation-4');
    const heard = reader.subscribe('presence-conversation-4');
    await nextEvent(sent, 'pusher:subscription_succeeded');
    await nextEvent(heard, 'pusher:subscription_succeeded');
    const typing = new Promise<{ data: unknown; userId: unknown }>((resolve) =>
      heard.bind('client-typing', (data: unknown, metadata: { user_id?: string }) =>
        resolve({ data, userId: metadata?.user_id }),
      ),
    );
    sent.trigger('client-typing', { typing: true });
    expect(await typing).toEqual({ data: { typing: true }, userId: 'u-8' });
  });

  it('refuses them on public channels, and everywhere when they are off', async () => {
    const socket = rawSocket(server.port, DOC_APP_PATH);
    await socket.next('pusher:connection_established');
    socket.send('pusher:subscribe', { channel: 'news' });
    await socket.next('pusher_internal:subscription_succeeded');
    socket.ws.send(JSON.stringify({ event: 'client-shout', channel: 'news', data: {} }));
    expect(parseData(await socket.next('pusher:error'))).toMatchObject({
      message: 'Client events are only supported on private and presence channels',
    });
    socket.ws.close();

    const off = await startRealtimeServer({ env: { REALTIME_CLIENT_EVENTS: 'false' } });
    try {
      const closed = rawSocket(off.port, DOC_APP_PATH);
      await closed.next('pusher:connection_established');
      closed.ws.send(JSON.stringify({ event: 'client-typing', channel: 'private-x', data: {} }));
      expect(parseData(await closed.next('pusher:error'))).toMatchObject({
        message: 'Client events are not enabled for this app',
      });
      closed.ws.close();
    } finally {
      await off.close();
    }
  });
});
