import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DOC_APP,
  DOC_APP_PATH,
  nextEvent,
  parseData,
  pusherClient,
  rawSocket,
  startRealtimeServer,
} from './helpers/realtime.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

async function greeted(rt: { port: number }) {
  const raw = rawSocket(rt.port, DOC_APP_PATH);
  await raw.next('pusher:connection_established');
  return raw;
}

/** A `pusher:ping` padded with data to exactly `bytes` bytes. */
function pingOf(bytes: number): string {
  const bare = JSON.stringify({ event: 'pusher:ping', data: { pad: '' } }).length;
  return JSON.stringify({ event: 'pusher:ping', data: { pad: 'x'.repeat(bytes - bare) } });
}

describe('frames per second (10, bursts of 20)', () => {
  let rt: Awaited<ReturnType<typeof startRealtimeServer>>;
  beforeAll(async () => {
    rt = await startRealtimeServer();
  });
  afterAll(() => rt.close());

  it('answers a burst of 20, refuses the next frame with 4301 and closes with 4100', async () => {
    const raw = await greeted(rt);
    for (let i = 0; i < 30; i++) raw.send('pusher:ping');
    expect(parseData(await raw.next('pusher:error'))).toMatchObject({ code: 4301 });
    expect((await raw.closed).code).toBe(4100);
    const pongs = raw.frames.filter((frame) => frame.event === 'pusher:pong').length;
    // A token may flow in while the burst is read.
    expect(pongs).toBeGreaterThanOrEqual(20);
    expect(pongs).toBeLessThanOrEqual(21);
  });

  it('acts on nothing a client sent after the frame that cut it off', async () => {
    const raw = await greeted(rt);
    for (let i = 0; i < 30; i++) raw.send('pusher:ping');
    // Subscribes are free at first, so only the cut-off itself could keep this one out.
    raw.send('pusher:subscribe', { channel: 'late' });
    await raw.next('pusher:error');
    expect(rt.server.subscriberCount('late')).toBe(0);
    await raw.closed;
  });

  it('counts control-frame pings as frames too', async () => {
    const raw = await greeted(rt);
    for (let i = 0; i < 30; i++) raw.ws.ping();
    expect((await raw.closed).code).toBe(4100);
  });

  it('keeps a client that sends ten a second for longer than a burst lasts', async () => {
    const raw = await greeted(rt);
    for (let i = 0; i < 30; i++) {
      raw.send('pusher:ping');
      await raw.next('pusher:pong');
      await sleep(100);
    }
    expect(raw.frames.map((frame) => frame.event)).not.toContain('pusher:error');
    expect(raw.ws.readyState).toBe(raw.ws.OPEN);
    raw.ws.close();
  });

  it('never refuses pusher-js subscribing 100 channels at once, nor resubscribing them on reconnect', async () => {
    const client = pusherClient(rt.port, DOC_APP.key);
    const names = Array.from({ length: 100 }, (_, i) => `shop-${i}`);
    const channels = names.map((name) => client.subscribe(name));
    await Promise.all(channels.map((channel) => nextEvent(channel, 'pusher:subscription_succeeded')));
    const again = Promise.all(channels.map((channel) => nextEvent(channel, 'pusher:subscription_succeeded')));
    rt.server.dropConnections();
    await again;
    expect(rt.server.subscriberCount('shop-99')).toBe(1);
    client.disconnect();
  });
});

describe('frame size (REALTIME_MAX_MESSAGE_BYTES, 10,240)', () => {
  let rt: Awaited<ReturnType<typeof startRealtimeServer>>;
  beforeAll(async () => {
    rt = await startRealtimeServer();
  });
  afterAll(() => rt.close());

  it('reads a frame at the limit and closes with 1009 on one byte more', async () => {
    const raw = await greeted(rt);
    raw.ws.send(pingOf(10_240));
    await raw.next('pusher:pong');
    raw.ws.send(pingOf(10_241));
    expect((await raw.closed).code).toBe(1009);
  });

  it('closes as soon as a frame announces more, without waiting for (or keeping) its bytes', async () => {
    const socket = net.connect(rt.port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    socket.write(
      `GET ${DOC_APP_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
    await vi.waitFor(() => expect(Buffer.concat(received).toString()).toContain('connection_established'));
    received.length = 0;
    // A masked text frame announcing 1 MiB (64-bit length), of which not one byte follows.
    socket.write(Buffer.from([0x81, 0xff, 0, 0, 0, 0, 0, 0x10, 0, 0, 1, 2, 3, 4]));
    // The close frame: opcode 8, two bytes of payload, code 1009.
    await vi.waitFor(() => expect([...Buffer.concat(received)]).toEqual([0x88, 0x02, 0x03, 0xf1]));
    socket.destroy();
  });
});

describe('channels (names up to 164 characters, REALTIME_MAX_SUBSCRIPTIONS)', () => {
  let rt: Awaited<ReturnType<typeof startRealtimeServer>>;
  beforeAll(async () => {
    rt = await startRealtimeServer({ env: { REALTIME_MAX_SUBSCRIPTIONS: '3' } });
  });
  afterAll(() => rt.close());

  it('subscribes a 164-character name and refuses a 165-character one with 4009', async () => {
    const raw = await greeted(rt);
    raw.send('pusher:subscribe', { channel: 'a'.repeat(164) });
    expect((await raw.next('pusher_internal:subscription_succeeded')).channel).toBe('a'.repeat(164));
    raw.send('pusher:subscribe', { channel: 'b'.repeat(165) });
    const refused = await raw.next('pusher:subscription_error');
    expect(refused.channel).toBe('b'.repeat(165));
    expect(parseData(refused)).toMatchObject({ type: 'LimitReached', status: 4009 });
    expect(rt.server.subscriberCount('b'.repeat(165))).toBe(0);
    raw.ws.close();
  });

  it('refuses a subscription past the quota with 4004 until one is given up', async () => {
    const raw = await greeted(rt);
    for (const channel of ['one', 'two', 'three']) {
      raw.send('pusher:subscribe', { channel });
      await raw.next('pusher_internal:subscription_succeeded');
    }
    raw.send('pusher:subscribe', { channel: 'four' });
    const refused = await raw.next('pusher:subscription_error');
    expect(refused.channel).toBe('four');
    expect(parseData(refused)).toMatchObject({ type: 'LimitReached', status: 4004 });
    expect(rt.server.subscriberCount('four')).toBe(0);
    // A channel already held is not counted twice.
    raw.send('pusher:subscribe', { channel: 'one' });
    expect((await raw.next('pusher_internal:subscription_succeeded')).channel).toBe('one');
    raw.send('pusher:unsubscribe', { channel: 'two' });
    raw.send('pusher:subscribe', { channel: 'four' });
    expect((await raw.next('pusher_internal:subscription_succeeded')).channel).toBe('four');
    raw.ws.close();
  });

  it('removes a channel from the registry with its last subscriber, and everything with the socket', async () => {
    await vi.waitFor(() => expect(rt.server.stats()).toEqual({ connections: 0, channels: 0, addresses: 0 }));
    const idle = timers();
    const sockets = await Promise.all(Array.from({ length: 20 }, () => greeted(rt)));
    for (const [i, raw] of sockets.entries()) {
      raw.send('pusher:subscribe', { channel: 'everyone' });
      raw.send('pusher:subscribe', { channel: `own-${i}` });
    }
    await Promise.all(sockets.map((raw) => raw.next('pusher_internal:subscription_succeeded')));
    await Promise.all(sockets.map((raw) => raw.next('pusher_internal:subscription_succeeded')));
    expect(rt.server.stats()).toEqual({ connections: 20, channels: 21, addresses: 1 });
    // Each connection has its activity timer (give or take a timer of the tests' own).
    expect(timers()).toBeGreaterThanOrEqual(idle + 18);

    sockets[0]?.send('pusher:unsubscribe', { channel: 'own-0' });
    await vi.waitFor(() => expect(rt.server.stats().channels).toBe(20));
    for (const raw of sockets) raw.ws.close();
    await Promise.all(sockets.map((raw) => raw.closed));
    await vi.waitFor(() => expect(rt.server.stats()).toEqual({ connections: 0, channels: 0, addresses: 0 }));
    await vi.waitFor(() => expect(timers()).toBeLessThanOrEqual(idle + 2));
  });
});

describe('a client that stops reading', () => {
  let rt: Awaited<ReturnType<typeof startRealtimeServer>>;
  beforeAll(async () => {
    rt = await startRealtimeServer();
  });
  afterAll(() => rt.close());

  it('is dropped once 1 MB waits for it, instead of having every event kept for it', async () => {
    const raw = await greeted(rt);
    raw.send('pusher:subscribe', { channel: 'news' });
    await raw.next('pusher_internal:subscription_succeeded');
    raw.ws.pause();
    const event = JSON.stringify({ text: 'x'.repeat(10_000) });
    // 40 MB in all: more than the kernel's buffers on both sides and the 1 MB on top.
    for (let i = 0; i < 4000 && rt.server.subscriberCount('news') > 0; i++) {
      rt.server.publish('news', 'big', event);
      if (i % 100 === 0) await sleep(1);
    }
    await vi.waitFor(() => expect(rt.server.stats().connections).toBe(0));
    raw.ws.terminate();
  });
});
