import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connected, DOC_APP, parseData, pusherClient, rawSocket, startRealtimeServer } from './helpers/realtime.ts';

const APP_PATH = `/app/${DOC_APP.key}?protocol=7&client=js&version=8.4.0`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// One second of silence before a ping, 400 ms for the pong: the real defaults are 120 s and 30 s.
describe('activity timeout and ping/pong', () => {
  let rt: Awaited<ReturnType<typeof startRealtimeServer>>;
  beforeAll(async () => {
    rt = await startRealtimeServer({ activityTimeoutSeconds: 1, pongTimeoutMs: 400 });
  });
  afterAll(() => rt.close());

  it('pings a silent client and closes with 4201 when no pong comes', async () => {
    const raw = rawSocket(rt.port, APP_PATH);
    const hello = parseData<{ activity_timeout: number }>(await raw.next('pusher:connection_established'));
    expect(hello.activity_timeout).toBe(1);
    const started = Date.now();
    await raw.next('pusher:ping', 3000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    const closed = await raw.closed;
    expect(closed.code).toBe(4201);
    expect(closed.reason).toBe('Pong reply not received');
  });

  it('keeps a client that answers the ping', async () => {
    const raw = rawSocket(rt.port, APP_PATH);
    await raw.next('pusher:connection_established');
    await raw.next('pusher:ping', 3000);
    raw.send('pusher:pong');
    await raw.next('pusher:ping', 3000);
    raw.send('pusher:pong');
    expect(raw.ws.readyState).toBe(raw.ws.OPEN);
    raw.ws.close();
  });

  it('keeps pusher-js connected on the same socket across several timeouts', async () => {
    const client = pusherClient(rt.port, DOC_APP.key, { activityTimeout: 1000, pongTimeout: 2000 });
    const socketId = await connected(client);
    await sleep(3000);
    expect(client.connection.state).toBe('connected');
    expect(client.connection.socket_id).toBe(socketId);
    client.disconnect();
  });
});
