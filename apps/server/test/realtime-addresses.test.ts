import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listen } from './helpers/chat.ts';
import { DOC_APP_PATH, openSocket, parseData, startRealtimeServer } from './helpers/realtime.ts';
import { createTestApp } from './helpers/test-app.ts';

interface Started {
  port: number;
  path: string;
  close: () => Promise<void>;
}

/** The built-in server on the API's own port, set up from the same variables. */
async function onApiPort(env: Record<string, string>): Promise<Started> {
  const t = await createTestApp({ seed: false, env });
  const port = await listen(t);
  const key = (await t.app.inject('/api/master')).json().data.pusher_app_key as string;
  return { port, path: `/app/${key}?protocol=7&client=js&version=8.4.0`, close: t.close };
}

/** The same server as `npm run realtime` runs it. */
async function asService(env: Record<string, string>): Promise<Started> {
  const rt = await startRealtimeServer({ env });
  return { port: rt.port, path: DOC_APP_PATH, close: rt.close };
}

const SHOPPER = { 'x-forwarded-for': '203.0.113.7' };
const NEIGHBOUR = { 'x-forwarded-for': '198.51.100.9' };

describe.each([
  ['on the API port', onApiPort],
  ['on the realtime service', asService],
])('connections per client address %s (REALTIME_MAX_CONNECTIONS_PER_ADDRESS=3)', (_where, start) => {
  let behindProxy: Started;
  let direct: Started;
  beforeAll(async () => {
    // The tests connect over loopback, which the default TRUST_PROXY trusts as a proxy.
    behindProxy = await start({ REALTIME_MAX_CONNECTIONS_PER_ADDRESS: '3' });
    // A list that leaves loopback out: its X-Forwarded-For is the client's own say.
    direct = await start({ REALTIME_MAX_CONNECTIONS_PER_ADDRESS: '3', TRUST_PROXY: '192.0.2.1, 10.0.0.0/8' });
  });
  afterAll(async () => {
    await behindProxy.close();
    await direct.close();
  });

  it('refuses the fourth from one shopper with 4100, keeps the three, and counts another shopper apart', async () => {
    const { port, path } = behindProxy;
    const three = await Promise.all([1, 2, 3].map(() => openSocket(port, path, SHOPPER)));
    expect(three.map((raw) => raw.outcome)).toEqual(['open', 'open', 'open']);
    const fourth = await openSocket(port, path, SHOPPER);
    expect(fourth.outcome).toBe(4100);
    expect(parseData(await fourth.next('pusher:error'))).toMatchObject({ code: 4100 });
    const neighbour = await openSocket(port, path, NEIGHBOUR);
    expect(neighbour.outcome).toBe('open');
    for (const raw of three) {
      raw.send('pusher:ping');
      await raw.next('pusher:pong');
    }

    three[0]?.ws.close();
    await three[0]?.closed;
    const again = await vi.waitFor(async () => {
      const attempt = await openSocket(port, path, SHOPPER);
      if (attempt.outcome !== 'open') throw new Error(`refused with ${attempt.outcome}`);
      return attempt;
    });
    for (const raw of [...three, neighbour, again]) raw.ws.close();
  });

  it('counts the peer, not the X-Forwarded-For it names, when the peer is not a trusted proxy', async () => {
    const { port, path } = direct;
    const named = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'];
    const sockets = [];
    for (const address of named) sockets.push(await openSocket(port, path, { 'x-forwarded-for': address }));
    expect(sockets.map((raw) => raw.outcome)).toEqual(['open', 'open', 'open', 4100]);
    for (const raw of sockets) raw.ws.close();
  });
});
