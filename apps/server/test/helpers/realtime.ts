import Pusher from 'pusher';
import PusherJs, { type Options as PusherJsOptions } from 'pusher-js';
import WebSocket from 'ws';
import type { Clock } from '../../src/lib/clock.ts';
import type { RealtimeApp } from '../../src/realtime/credentials.ts';
import type { PusherServerOptions } from '../../src/realtime/server.ts';
import { buildRealtimeService } from '../../src/realtime/standalone.ts';

/** The credentials of Pusher's documentation, whose test vectors the protocol tests replay. */
export const DOC_APP: RealtimeApp = { id: '3', key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' };

/** The built-in Pusher-protocol server alone on a free local port (no database). */
export async function startRealtimeServer(options: Partial<PusherServerOptions> & { clock?: Clock } = {}) {
  const { app, server } = buildRealtimeService({ apps: [DOC_APP], ...options });
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

/** pusher-js (the storefront's client, running in Node) against a local server. */
export function pusherClient(port: number, key: string, options: Partial<PusherJsOptions> = {}): PusherJs {
  return new PusherJs(key, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    ...options,
  });
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

export async function connected(client: PusherJs): Promise<string> {
  if (client.connection.state !== 'connected') await nextEvent(client.connection, 'connected');
  return client.connection.socket_id;
}

export interface RawFrame {
  event: string;
  channel?: string;
  data?: string;
}

/** A bare WebSocket speaking the protocol by hand, for what pusher-js hides (codes, frames). */
export function rawSocket(port: number, path: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
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
