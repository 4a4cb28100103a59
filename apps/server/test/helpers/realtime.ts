import v8 from 'node:v8';
import vm from 'node:vm';
import Pusher from 'pusher';
import PusherJs, { type Options as PusherJsOptions } from 'pusher-js';
import WebSocket from 'ws';
import type { Clock } from '../../src/lib/clock.ts';
import type { RealtimeApp } from '../../src/realtime/credentials.ts';
import type { PusherServerOptions } from '../../src/realtime/server.ts';
import { buildRealtimeService, loadRealtimeEnv } from '../../src/realtime/standalone.ts';

/** The credentials of Pusher's documentation, whose test vectors the protocol tests replay. */
export const DOC_APP: RealtimeApp = { id: '3', key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' };

/** The path pusher-js connects to for DOC_APP. */
export const DOC_APP_PATH = `/app/${DOC_APP.key}?protocol=7&client=js&version=8.4.0`;

/**
 * The built-in Pusher-protocol server alone on a free local port (no database), set up as
 * `npm run realtime` is: `env` holds its variables beside DOC_APP's credentials (REALTIME_*,
 * TRUST_PROXY), `options` override the result.
 */
export async function startRealtimeServer(
  options: Partial<PusherServerOptions> & { clock?: Clock; env?: Record<string, string> } = {},
) {
  const { env, ...overrides } = options;
  const settings = loadRealtimeEnv({
    PUSHER_APP_ID: DOC_APP.id,
    PUSHER_APP_KEY: DOC_APP.key,
    PUSHER_APP_SECRET: DOC_APP.secret,
    ...env,
  });
  const { app, server } = buildRealtimeService({
    apps: [DOC_APP],
    limits: settings.limits,
    trustProxy: settings.trustProxy,
    webhookUrl: settings.webhookUrl,
    ...overrides,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  return { app, server, port, close: () => app.close() };
}

/** The official server SDK pointed at a local server. */
export function sdkFor(port: number, app: RealtimeApp = DOC_APP): Pusher {
  return new Pusher({
    appId: app.id,
    key: app.key,
    secret: app.secret,
    host: '127.0.0.1',
    port: String(port),
    useTLS: false,
  });
}

/** pusher-js's settings for a server on a local port, over plain WebSockets. */
export const localSocketOptions = (port: number) => ({
  cluster: 'mt1',
  wsHost: '127.0.0.1',
  wsPort: port,
  forceTLS: false,
  enabledTransports: ['ws' as const],
  disableStats: true,
});

/** pusher-js (the storefront's client, running in Node) against a local server. */
export function pusherClient(port: number, key: string, options: Partial<PusherJsOptions> = {}): PusherJs {
  return new PusherJs(key, { ...localSocketOptions(port), ...options });
}

/** Resolves with the first emission of `event` (rejecting after `ms`). */
export function nextEvent<T = unknown>(
  target: {
    bind: (event: string, callback: (data: T) => void) => unknown;
    unbind: (event: string, callback: (data: T) => void) => unknown;
  },
  event: string,
  ms = 5000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    const handler = (data: T) => {
      clearTimeout(timer);
      target.unbind(event, handler);
      resolve(data);
    };
    target.bind(event, handler);
  });
}

/**
 * Private channels joined as the holders of bearer tokens, each on a client `connect` opens for
 * the token (the storefront's set-up, say); `disconnect` ends every client it opened.
 */
export function channelJoiner(connect: (token: string) => Promise<PusherJs>) {
  const clients: PusherJs[] = [];
  return {
    /** Private channel `name`, joined as `token`'s holder once the server accepted it. */
    async channelOf(token: string, name: string) {
      const client = await connect(token);
      clients.push(client);
      const channel = client.subscribe(name);
      await nextEvent(channel, 'pusher:subscription_succeeded');
      return channel;
    },
    disconnect() {
      for (const client of clients.splice(0)) client.disconnect();
    },
  };
}

/** Calls pusher-js's `signin()` and resolves once the server says it succeeded. */
export function signIn(client: PusherJs): Promise<unknown> {
  const succeeded = nextEvent(client.connection, 'message').then(function wait(message): unknown {
    const frame = message as { event: string };
    return frame.event === 'pusher:signin_success' ? frame : nextEvent(client.connection, 'message').then(wait);
  });
  client.signin();
  return succeeded;
}

/** The code of the first error pusher-js reports with one (a close such as 4009). */
export function errorCodeOf(client: PusherJs): Promise<number> {
  return new Promise((resolve) =>
    client.connection.bind('error', (error: { data?: { code?: number } }) => {
      if (error.data?.code) resolve(error.data.code);
    }),
  );
}

export async function connected(client: PusherJs): Promise<string> {
  if (client.connection.state !== 'connected') await nextEvent(client.connection, 'connected');
  return client.connection.socket_id;
}

export interface RawFrame {
  event: string;
  channel?: string;
  data?: string;
}

/**
 * A bare WebSocket speaking the protocol by hand, for what pusher-js hides (codes, frames);
 * `headers` go with the upgrade request (X-Forwarded-For, as a proxy would add it).
 */
export function rawSocket(port: number, path: string, headers: Record<string, string> = {}) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers });
  const frames: RawFrame[] = [];
  const waiters: { match: (f: RawFrame) => boolean; resolve: (f: RawFrame) => void }[] = [];
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as RawFrame;
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.match(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  // A refused upgrade is an 'error' followed by close 1006; the close is what tests look at.
  ws.on('error', () => undefined);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return {
    ws,
    frames,
    closed,
    send: (event: string, data: unknown = {}) => ws.send(JSON.stringify({ event, data })),
    /** The first frame (already received or still to come) named `event`. */
    next(event: string, ms = 5000): Promise<RawFrame> {
      const seen = frames.find((f) => f.event === event);
      if (seen) {
        frames.splice(frames.indexOf(seen), 1);
        return Promise.resolve(seen);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
        waiters.push({
          match: (f) => f.event === event,
          resolve: (f) => {
            clearTimeout(timer);
            frames.splice(frames.indexOf(f), 1);
            resolve(f);
          },
        });
      });
    },
  };
}

export const parseData = <T = Record<string, unknown>>(frame: RawFrame): T => JSON.parse(frame.data ?? 'null') as T;

/** A raw socket once the server has greeted it (`outcome` 'open') or closed it (the close code). */
export async function openSocket(port: number, path: string, headers: Record<string, string> = {}) {
  const raw = rawSocket(port, path, headers);
  const outcome = await new Promise<'open' | number>((resolve) => {
    void raw.closed.then(({ code }) => resolve(code));
    raw.next('pusher:connection_established').then(
      () => resolve('open'),
      () => undefined,
    );
  });
  return { ...raw, outcome };
}

export interface FloodOutcome {
  /** Subscribes sent before the server closed the socket. */
  sent: number;
  /** Subscriptions the server confirmed. */
  succeeded: number;
  /** The `status` of each subscription the server refused. */
  refused: number[];
  /** The `code` of each `pusher:error`. */
  errors: (number | null)[];
  /** The close code, when the server closed the socket. */
  closeCode?: number;
  /** From the first subscribe to the close, or to the answer to the ping sent last. */
  ms: number;
  socket: WebSocket;
}

/**
 * An attacker's socket: once greeted, sends `count` subscribes (channels `${prefix}-0`, `-1`, ...)
 * as fast as it can, a thousand per turn of the event loop so it notices being closed, then a
 * ping; resolves when the server closes it or answers the ping, and leaves it open in that case.
 * Frames are counted, not kept, so what the heap holds is the server's. `onFrame` runs on each
 * frame received (to sample the server's state while the flood goes on).
 */
export function floodSubscribe(
  port: number,
  path: string,
  { count, prefix = 'flood', onFrame = () => {} }: { count: number; prefix?: string; onFrame?: () => void },
): Promise<FloodOutcome> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  const outcome: FloodOutcome = { sent: 0, succeeded: 0, refused: [], errors: [], ms: 0, socket };
  let started = performance.now();
  const open = () => socket.readyState === socket.OPEN;
  const flood = async () => {
    started = performance.now();
    for (; outcome.sent < count && open(); outcome.sent++) {
      socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: `${prefix}-${outcome.sent}` } }));
      if (outcome.sent % 1000 === 999) await new Promise((resolve) => setImmediate(resolve));
    }
    if (open()) socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
  };
  return new Promise((resolve) => {
    const finish = (closeCode?: number) => resolve({ ...outcome, closeCode, ms: performance.now() - started });
    socket.on('error', () => undefined);
    socket.on('close', (code) => finish(code));
    socket.on('message', (data) => {
      onFrame();
      const frame = JSON.parse(data.toString()) as RawFrame;
      if (frame.event === 'pusher:connection_established') void flood();
      else if (frame.event === 'pusher_internal:subscription_succeeded') outcome.succeeded += 1;
      else if (frame.event === 'pusher:subscription_error')
        outcome.refused.push(parseData<{ status: number }>(frame).status);
      else if (frame.event === 'pusher:error') outcome.errors.push(parseData<{ code: number | null }>(frame).code);
      else if (frame.event === 'pusher:pong') finish();
    });
  });
}

/** This process's heap in use after full collections (a test's server and its clients share it). */
export async function heapUsedAfterGc(): Promise<number> {
  const gc = exposedGc();
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

function exposedGc(): () => void {
  if (typeof globalThis.gc === 'function') return globalThis.gc;
  // Without --expose-gc at start, the flag still reaches contexts created after it is set.
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}
