import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelAuth, hmacHex, md5Hex, requestSigningString } from '../src/realtime/signatures.ts';
import {
  connected,
  DOC_APP,
  nextEvent,
  parseData,
  pusherClient,
  rawSocket,
  sdkFor,
  startRealtimeServer,
} from './helpers/realtime.ts';

const APP_PATH = `/app/${DOC_APP.key}?protocol=7&client=js&version=8.4.0`;
const signFor = (socketId: string, channel: string) => channelAuth(DOC_APP.key, DOC_APP.secret, socketId, channel);

describe('the documented signature test vectors', () => {
  it('signs a private channel as Pusher documents it', () => {
    expect(channelAuth(DOC_APP.key, DOC_APP.secret, '1234.1234', 'private-foobar')).toBe(
      '278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4',
    );
    // The official SDK agrees, so the auth endpoint may sign either way.
    expect(sdkFor(1).authorizeChannel('1234.1234', 'private-foobar').auth).toBe(
      channelAuth(DOC_APP.key, DOC_APP.secret, '1234.1234', 'private-foobar'),
    );
  });

  it('signs an HTTP API request as Pusher documents it', () => {
    const body = '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}';
    expect(md5Hex(body)).toBe('ec365a775a4cd0599faeb73354201b6f');
    const text = requestSigningString('POST', '/apps/3/events', {
      auth_key: DOC_APP.key,
      auth_timestamp: '1353088179',
      auth_version: '1.0',
      body_md5: 'ec365a775a4cd0599faeb73354201b6f',
    });
    expect(hmacHex(DOC_APP.secret, text)).toBe('da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c');
  });
});

describe('connections, subscriptions and events', () => {
  let rt: Awaited<ReturnType<typeof startRealtimeServer>>;
  beforeAll(async () => {
    rt = await startRealtimeServer();
  });
  afterAll(() => rt.close());

  it('greets a connection with a socket id and the activity timeout', async () => {
    const raw = rawSocket(rt.port, APP_PATH);
    const hello = parseData<{ socket_id: string; activity_timeout: number }>(
      await raw.next('pusher:connection_established'),
    );
    expect(hello.socket_id).toMatch(/^\d+\.\d+$/);
    expect(hello.activity_timeout).toBe(120);
    raw.ws.close();
  });

  it('refuses an unknown app key with 4001 and a missing protocol with 4008', async () => {
    const raw = rawSocket(rt.port, '/app/not-our-key?protocol=7');
    expect(parseData(await raw.next('pusher:error'))).toMatchObject({ code: 4001 });
    expect((await raw.closed).code).toBe(4001);
    const noProtocol = rawSocket(rt.port, `/app/${DOC_APP.key}`);
    expect((await noProtocol.closed).code).toBe(4008);

    const client = pusherClient(rt.port, 'not-our-key');
    const failure = await nextEvent<{ error: { data: { code: number } } }>(client.connection, 'error');
    expect(failure.error.data.code).toBe(4001);
    client.disconnect();
  });

  it('answers a ping with a pong', async () => {
    const raw = rawSocket(rt.port, APP_PATH);
    await raw.next('pusher:connection_established');
    raw.send('pusher:ping');
    expect((await raw.next('pusher:pong')).event).toBe('pusher:pong');
    raw.ws.close();
  });

  it('lets pusher-js join a private channel with a valid signature and delivers SDK events', async () => {
    const client = pusherClient(rt.port, DOC_APP.key, {
      channelAuthorization: {
        endpoint: 'unused',
        transport: 'ajax',
        customHandler: ({ socketId, channelName }, callback) =>
          callback(null, { auth: signFor(socketId, channelName) }),
      },
    });
    const channel = client.subscribe('private-chat_user_7');
    await nextEvent(channel, 'pusher:subscription_succeeded');
    const received = nextEvent<{ text: string }>(channel, 'greeting');
    await sdkFor(rt.port).trigger('private-chat_user_7', 'greeting', { text: '<b>hi</b> & bye' });
    expect(await received).toEqual({ text: '<b>hi</b> & bye' });
    client.disconnect();
  });

  it('refuses a forged signature with pusher:subscription_error and 4009', async () => {
    const raw = rawSocket(rt.port, APP_PATH);
    const { socket_id } = parseData<{ socket_id: string }>(await raw.next('pusher:connection_established'));
    // Signed for another socket: replaying someone else's auth string must not work.
    raw.send('pusher:subscribe', { channel: 'private-chat_user_1', auth: signFor('1.1', 'private-chat_user_1') });
    const refused = await raw.next('pusher:subscription_error');
    expect(refused.channel).toBe('private-chat_user_1');
    expect(parseData(refused)).toMatchObject({ status: 401 });
    expect(parseData(await raw.next('pusher:error'))).toMatchObject({ code: 4009 });
    expect(rt.server.subscriberCount('private-chat_user_1')).toBe(0);
    raw.send('pusher:subscribe', { channel: 'private-chat_user_1', auth: `${DOC_APP.key}:${'0'.repeat(64)}` });
    await raw.next('pusher:subscription_error');
    raw.send('pusher:subscribe', { channel: 'private-chat_user_1', auth: signFor(socket_id, 'private-chat_user_1') });
    expect((await raw.next('pusher_internal:subscription_succeeded')).channel).toBe('private-chat_user_1');
    raw.ws.close();

    const client = pusherClient(rt.port, DOC_APP.key, {
      channelAuthorization: {
        endpoint: 'unused',
        transport: 'ajax',
        customHandler: (_params, callback) => callback(null, { auth: `${DOC_APP.key}:forged` }),
      },
    });
    const channel = client.subscribe('private-chat_user_2');
    expect(await nextEvent(channel, 'pusher:subscription_error')).toMatchObject({ status: 401 });
    client.disconnect();
  });

  it('stops delivering after an unsubscribe and skips the socket that caused an event', async () => {
    const raw = rawSocket(rt.port, APP_PATH);
    const { socket_id } = parseData<{ socket_id: string }>(await raw.next('pusher:connection_established'));
    raw.send('pusher:subscribe', { channel: 'news' });
    await raw.next('pusher_internal:subscription_succeeded');
    await sdkFor(rt.port).trigger('news', 'first', { n: 1 });
    expect(parseData(await raw.next('first'))).toEqual({ n: 1 });
    await sdkFor(rt.port).trigger('news', 'mine', { n: 2 }, { socket_id });
    raw.send('pusher:unsubscribe', { channel: 'news' });
    await sdkFor(rt.port).trigger('news', 'second', { n: 3 });
    // Frames arrive in order: once the pong is in, anything sent before it would be too.
    raw.send('pusher:ping');
    await raw.next('pusher:pong');
    expect(raw.frames.map((f) => f.event)).not.toContain('second');
    expect(raw.frames.map((f) => f.event)).not.toContain('mine');
    expect(rt.server.subscriberCount('news')).toBe(0);
    raw.ws.close();
  });

  it('reconnects pusher-js after a 4200 close and resubscribes its channels', async () => {
    const client = pusherClient(rt.port, DOC_APP.key);
    const first = await connected(client);
    const channel = client.subscribe('orders');
    await nextEvent(channel, 'pusher:subscription_succeeded');
    const again = nextEvent(channel, 'pusher:subscription_succeeded');
    rt.server.dropConnections();
    await again;
    expect(client.connection.socket_id).not.toBe(first);
    const received = nextEvent(channel, 'placed');
    await sdkFor(rt.port).trigger('orders', 'placed', { id: 9 });
    expect(await received).toEqual({ id: 9 });
    client.disconnect();
  });
});
