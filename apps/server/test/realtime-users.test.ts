import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type PusherJs from 'pusher-js';
import { hmacHex } from '../src/realtime/signatures.ts';
import {
  connected,
  DOC_APP,
  DOC_APP_PATH,
  errorCodeOf,
  nextEvent,
  parseData,
  pusherClient,
  rawSocket,
  sdkFor,
  signIn,
  startRealtimeServer,
} from './helpers/realtime.ts';

// User authentication as Pusher's own packages use it: pusher-js `signin()` with the user's data
// signed by the SDK's `authenticateUser`, the SDK's `sendToUser` and `terminateUserConnections`
// (docs/compatibility.md).

let server: Awaited<ReturnType<typeof startRealtimeServer>>;
const clients: PusherJs[] = [];
beforeAll(async () => {
  server = await startRealtimeServer();
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await server.close();
});

const sdk = () => sdkFor(server.port);

/** What a signed-in connection was told of its watchlist, in order: `online u-1`, `offline u-2`. */
type Heard = string[];

/**
 * pusher-js signed in as `id` (watching `watchlist`), its user data signed by the SDK; resolves
 * once signed in. `heard` collects the watchlist events from the start.
 */
async function signedIn(id: string, watchlist?: string[], heard: Heard = []) {
  const client = pusherClient(server.port, DOC_APP.key, {
    userAuthentication: {
      customHandler: ({ socketId }, callback) => callback(null, sdk().authenticateUser(socketId, { id, watchlist })),
      endpoint: '',
      transport: 'ajax',
    },
  });
  clients.push(client);
  for (const name of ['online', 'offline']) {
    client.user.watchlist.bind(name, (event: { user_ids: string[] }) =>
      heard.push(...event.user_ids.map((user) => `${name} ${user}`)),
    );
  }
  await signIn(client);
  // pusher-js subscribes to the user's channel once signed in.
  await vi.waitUntil(() => client.user.serverToUserChannel?.subscribed === true, 5000);
  return client;
}

describe('user authentication on the built-in server', () => {
  it("delivers sendToUser to each of the user's connections and to no one else", async () => {
    const [phone, laptop, other] = await Promise.all([signedIn('u-42'), signedIn('u-42'), signedIn('u-43')]);
    const heardByOther: unknown[] = [];
    other.user.bind('order-shipped', (data: unknown) => heardByOther.push(data));
    const heard = [nextEvent(phone.user, 'order-shipped'), nextEvent(laptop.user, 'order-shipped')];
    await sdk().sendToUser('u-42', 'order-shipped', { order: 7 });
    expect(await Promise.all(heard)).toEqual([{ order: 7 }, { order: 7 }]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heardByOther).toEqual([]);
    // A user's own channel is not one of the app's channels.
    const listed = (await (await sdk().get({ path: '/channels' })).json()) as { channels: object };
    expect(Object.keys(listed.channels).some((name) => name.startsWith('#'))).toBe(false);
  });

  it("ends every connection of a user on terminateUserConnections, and leaves others' open", async () => {
    const [phone, laptop, other] = await Promise.all([signedIn('u-50'), signedIn('u-50'), signedIn('u-51')]);
    const codes = [errorCodeOf(phone), errorCodeOf(laptop)];
    await sdk().terminateUserConnections('u-50');
    expect(await Promise.all(codes)).toEqual([4009, 4009]);
    await vi.waitUntil(() => phone.connection.state !== 'connected' && laptop.connection.state !== 'connected', 5000);
    expect(other.connection.state).toBe('connected');
    const heard = nextEvent(other.user, 'still-here');
    await sdk().sendToUser('u-51', 'still-here', {});
    await heard;
  });

  it('refuses a sign-in signed with another secret, or for another socket, with 4009', async () => {
    for (const forge of [
      (socketId: string, data: string) => `${DOC_APP.key}:${hmacHex('not-the-secret', `${socketId}::user::${data}`)}`,
      (_socketId: string, data: string) => `${DOC_APP.key}:${hmacHex(DOC_APP.secret, `1.2::user::${data}`)}`,
    ]) {
      const socket = rawSocket(server.port, DOC_APP_PATH);
      const { socket_id } = parseData<{ socket_id: string }>(await socket.next('pusher:connection_established'));
      const user_data = JSON.stringify({ id: 'u-60' });
      socket.send('pusher:signin', { auth: forge(socket_id, user_data), user_data });
      expect(parseData(await socket.next('pusher:error'))).toMatchObject({ code: 4009 });
      expect((await socket.closed).code).toBe(4009);
    }
  });

  it('refuses user data without a text id', async () => {
    for (const user_data of ['{"id":7}', '{"name":"x"}', 'not json', '{"id":"has space"}']) {
      const socket = rawSocket(server.port, DOC_APP_PATH);
      const { socket_id } = parseData<{ socket_id: string }>(await socket.next('pusher:connection_established'));
      const auth = `${DOC_APP.key}:${hmacHex(DOC_APP.secret, `${socket_id}::user::${user_data}`)}`;
      socket.send('pusher:signin', { auth, user_data });
      expect(parseData(await socket.next('pusher:error'))).toMatchObject({ code: 4009 });
      expect((await socket.closed).code).toBe(4009);
    }
  });

  it("refuses a subscription to another user's channel, and to one's own before signing in", async () => {
    const socket = rawSocket(server.port, DOC_APP_PATH);
    const { socket_id } = parseData<{ socket_id: string }>(await socket.next('pusher:connection_established'));
    socket.send('pusher:subscribe', { channel: '#server-to-user-u-70' });
    const early = await socket.next('pusher:subscription_error');
    expect(parseData(early)).toMatchObject({ type: 'AuthError', status: 401 });
    const user_data = JSON.stringify({ id: 'u-70' });
    const auth = `${DOC_APP.key}:${hmacHex(DOC_APP.secret, `${socket_id}::user::${user_data}`)}`;
    socket.send('pusher:signin', { auth, user_data });
    expect(parseData(await socket.next('pusher:signin_success'))).toEqual({ user_data });
    socket.send('pusher:subscribe', { channel: '#server-to-user-u-71' });
    expect(parseData(await socket.next('pusher:subscription_error'))).toMatchObject({ status: 401 });
    socket.send('pusher:subscribe', { channel: '#server-to-user-u-70' });
    expect((await socket.next('pusher_internal:subscription_succeeded')).channel).toBe('#server-to-user-u-70');
    socket.ws.close();
  });

  it('keeps one user per connection: signing in again as someone else ends it', async () => {
    const client = await signedIn('u-80');
    const code = errorCodeOf(client);
    const socketId = await connected(client);
    client.send_event('pusher:signin', sdk().authenticateUser(socketId, { id: 'u-81' }));
    expect(await code).toBe(4009);
  });
});

describe('watchlist online status', () => {
  it('tells a user who of their watchlist is online at sign-in, then each coming and going', async () => {
    await signedIn('w-2');
    const heard: Heard = [];
    await signedIn('w-1', ['w-2', 'w-3'], heard);
    await vi.waitUntil(() => heard.length === 2, 5000);
    expect(heard).toEqual(['online w-2', 'offline w-3']);

    // A user is online from their first connection to their last.
    const [phone, laptop] = [await signedIn('w-3'), await signedIn('w-3')];
    await vi.waitUntil(() => heard.length === 3, 5000);
    expect(heard.at(-1)).toBe('online w-3');
    phone.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toHaveLength(3);
    laptop.disconnect();
    await vi.waitUntil(() => heard.length === 4, 5000);
    expect(heard.at(-1)).toBe('offline w-3');
  });

  it('tells no one outside the watchlist', async () => {
    const heard: Heard = [];
    await signedIn('w-10', ['w-11'], heard);
    await vi.waitUntil(() => heard.length === 1, 5000);
    const stranger = await signedIn('w-12');
    stranger.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toEqual(['offline w-11']);
  });

  it('refuses a watchlist of more than 100 users with 4009', async () => {
    const client = pusherClient(server.port, DOC_APP.key, {
      userAuthentication: {
        customHandler: ({ socketId }, callback) =>
          callback(
            null,
            sdk().authenticateUser(socketId, {
              id: 'w-20',
              watchlist: Array.from({ length: 101 }, (_, i) => `x-${i}`),
            }),
          ),
        endpoint: '',
        transport: 'ajax',
      },
    });
    clients.push(client);
    const code = errorCodeOf(client);
    client.signin();
    expect(await code).toBe(4009);
  });
});
