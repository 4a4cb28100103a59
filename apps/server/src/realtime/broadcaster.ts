import type { FastifyBaseLogger } from 'fastify';
import Pusher from 'pusher';
import type { RealtimeSettings } from './credentials.ts';

/** The one port events leave the server through (a chat message, later an order update). */
export interface Broadcaster {
  /** Sends `payload` as event `event` on `channel`. Never throws: a message is saved even when real time is down. */
  trigger(channel: string, event: string, payload: unknown): void;
  /** Ends the realtime connections signed in as `realtimeUserId` (`pusher.signin()`). Never throws. */
  terminateUser(realtimeUserId: string): void;
  /** Resolves once every event in flight has been handed over (shutdown, tests). */
  settle(): Promise<void>;
}

/** Host and port of this process's own HTTP server, once it listens. */
export type LocalEndpoint = () => { host: string; port: number } | undefined;

/**
 * Triggers through the official `pusher` SDK only, so the same requests reach the built-in
 * server, Pusher itself or any compatible service: which one is a matter of settings.
 */
export function createPusherBroadcaster(
  settings: RealtimeSettings,
  localEndpoint: LocalEndpoint,
  log: FastifyBaseLogger,
): Broadcaster {
  const inFlight = new Set<Promise<unknown>>();
  let client: { pusher: Pusher; port?: number } | undefined;

  const sdk = (): Pusher | undefined => {
    const base = { appId: settings.app.id, key: settings.app.key, secret: settings.app.secret, timeout: 5000 };
    if (!settings.builtIn) {
      client ??= {
        pusher: settings.host
          ? new Pusher({
              ...base,
              host: settings.host,
              port: settings.port ? String(settings.port) : undefined,
              useTLS: settings.scheme === 'https',
            })
          : new Pusher({ ...base, cluster: settings.cluster, useTLS: true }),
      };
      return client.pusher;
    }
    const local = localEndpoint();
    if (!local) return undefined;
    if (client?.port !== local.port) {
      client = {
        pusher: new Pusher({ ...base, host: local.host, port: String(local.port), useTLS: false }),
        port: local.port,
      };
    }
    return client.pusher;
  };

  /** Sends one request through the SDK, held in flight until it ends; a failure is logged. */
  const send = (what: object, request: (pusher: Pusher) => Promise<unknown>) => {
    const pusher = sdk();
    if (!pusher) {
      // Not listening (a test driving the app through inject): no one can be connected.
      log.debug(what, 'realtime: not listening, request dropped');
      return;
    }
    const sent = request(pusher)
      .catch((error: unknown) => log.warn({ err: error, ...what }, 'realtime: request not delivered'))
      .finally(() => inFlight.delete(sent));
    inFlight.add(sent);
  };

  return {
    trigger(channel, event, payload) {
      send({ channel, event }, (pusher) => pusher.trigger(channel, event, payload));
    },
    terminateUser(realtimeUserId) {
      send({ terminate: realtimeUserId }, (pusher) => pusher.terminateUserConnections(realtimeUserId));
    },
    async settle() {
      await Promise.all([...inFlight]);
    },
  };
}
