import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { type Broadcaster, createPusherBroadcaster, type LocalEndpoint } from './broadcaster.ts';
import type { Timing } from './connection.ts';
import {
  clientSettings,
  type RealtimeClientSettings,
  type RealtimeSettings,
  resolveRealtimeSettings,
} from './credentials.ts';
import { registerEventsApi } from './events-api.ts';
import { realtimeLimits } from './limits.ts';
import { PusherServer } from './server.ts';
import { loggedWebhooks } from './webhooks.ts';

export type { Broadcaster } from './broadcaster.ts';

/** Real time as the rest of the server sees it. */
export interface Realtime {
  settings: RealtimeSettings;
  /** The storefront's pusher_* settings (served by /api/master). */
  client: RealtimeClientSettings;
  broadcaster: Broadcaster;
}

/**
 * Wires real time into `app`: the built-in Pusher-protocol server on the same port (WebSocket
 * `/app/{key}` plus the HTTP events API) unless an outside service is configured, and the
 * broadcaster that triggers events through the official SDK either way.
 */
export async function setupRealtime(
  app: FastifyInstance,
  input: { db: Db; config: Config; clock: Clock; timing?: Partial<Timing> },
): Promise<Realtime> {
  const settings = await resolveRealtimeSettings(input.db, input.config);
  const broadcaster = createPusherBroadcaster(settings, localEndpoint(app), app.log);
  if (settings.builtIn) {
    const server = new PusherServer({
      apps: [settings.app],
      limits: realtimeLimits(input.config),
      trustProxy: input.config.TRUST_PROXY,
      webhooks: input.config.REALTIME_WEBHOOK_URL
        ? loggedWebhooks(input.config.REALTIME_WEBHOOK_URL, settings.app, app.log)
        : undefined,
      ...input.timing,
    });
    server.attach(app.server);
    registerEventsApi(app, server, input.clock);
    // Before the HTTP server closes: upgraded sockets would otherwise keep it open.
    app.addHook('preClose', async () => {
      await broadcaster.settle();
      await server.close();
    });
  } else {
    app.addHook('onClose', () => broadcaster.settle());
  }
  return { settings, client: clientSettings(settings), broadcaster };
}

/** This process's own address as the SDK should call it (a wildcard listen is reached on loopback). */
function localEndpoint(app: FastifyInstance): LocalEndpoint {
  return () => {
    const address = app.server.address() as AddressInfo | string | null;
    if (!address || typeof address === 'string') return undefined;
    if (address.address === '0.0.0.0' || address.address === '::') return { host: '127.0.0.1', port: address.port };
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return { host, port: address.port };
  };
}
