import { shopperEndpoints as endpoints } from '@souk/contract';
import type Pusher from 'pusher-js';
import { API_BASE } from './client.ts';

/** What `/api/master` says about the realtime service (its pusher_* fields). */
export interface RealtimeSettings {
  key: string;
  cluster: string | null;
  /** Null: the built-in server on this page's own origin. */
  host: string | null;
  port: number | null;
  scheme: 'http' | 'https' | null;
}

/** What can be sent on a subscribed private channel: client events (`client-…`), to its other subscribers. */
export interface PrivateChannel {
  trigger: (event: string, data: object) => boolean;
}

export interface RealtimeSubscription {
  channel: string;
  /** Sent with the private-channel authorisation request (the bearer token). */
  headers: Record<string, string>;
  /** A handler per event name. */
  on: Record<string, (data: unknown) => void>;
  /** Called once the server has accepted the subscription. */
  onSubscribed?: (channel: PrivateChannel) => void;
  /**
   * Signs the connection in as the token's user (`pusher.signin()`) and hears who of the
   * watchlist the server gave it is online: at sign-in, then as each comes and goes.
   */
  watchlist?: (status: 'online' | 'offline', userIds: string[]) => void;
}

/**
 * Where pusher-js should connect: the configured host, or this page's origin (the built-in
 * Pusher-protocol server shares the API's port). Pure, so the choice is testable.
 */
export function socketOptions(settings: RealtimeSettings, page: { hostname: string; port: string; protocol: string }) {
  const secure = settings.scheme ? settings.scheme === 'https' : page.protocol === 'https:';
  const port = settings.port ?? (settings.host ? (secure ? 443 : 80) : Number(page.port || (secure ? 443 : 80)));
  return {
    cluster: settings.cluster || 'mt1',
    wsHost: settings.host ?? page.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: secure,
    enabledTransports: ['ws' as const, 'wss' as const],
    // Statistics would go to Pusher's own servers, which a self-hosted setup never talks to.
    disableStats: true,
  };
}

/** One connection, shared by every subscription made with the same settings and headers. */
interface Connection {
  client: Pusher;
  /** Subscriptions using it; the last to stop disconnects it. */
  users: number;
  /** Subscriptions per channel; the last to stop leaves the channel. */
  channels: Map<string, number>;
  signedIn: boolean;
}

const connections = new Map<string, Promise<Connection>>();

/**
 * The page's connection for `settings` and `headers` (the bearer token): one WebSocket however
 * many channels the page listens to, as Pusher's clients are meant to be used. A new token
 * (signing in or out) gets a connection of its own; the old one closes with its last listener.
 * pusher-js is imported here, on first use, so it stays out of the first page's JavaScript.
 */
function connectionFor(settings: RealtimeSettings, headers: Record<string, string>): Promise<Connection> {
  const key = JSON.stringify([settings, headers]);
  let connection = connections.get(key);
  if (!connection) {
    connection = import('pusher-js').then(({ default: PusherClient }) => {
      const auth = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...headers };
      const client = new PusherClient(settings.key, {
        ...socketOptions(settings, window.location),
        channelAuthorization: {
          endpoint: API_BASE + endpoints.broadcasting.channelAuth.path,
          transport: 'ajax',
          headers: auth,
        },
        userAuthentication: {
          endpoint: API_BASE + endpoints.broadcasting.userAuth.path,
          transport: 'ajax',
          headers: auth,
        },
      });
      return { client, users: 0, channels: new Map(), signedIn: false };
    });
    connection.catch(() => connections.delete(key));
    connections.set(key, connection);
  }
  return connection;
}

/** Leaves `channel` when no subscription uses it, and closes the connection when none uses that. */
function release(settings: RealtimeSettings, headers: Record<string, string>, connection: Connection, channel: string) {
  const left = (connection.channels.get(channel) ?? 1) - 1;
  if (left > 0) connection.channels.set(channel, left);
  else {
    connection.channels.delete(channel);
    connection.client.unsubscribe(channel);
  }
  connection.users -= 1;
  if (connection.users > 0) return;
  connection.client.disconnect();
  connections.delete(JSON.stringify([settings, headers]));
}

/**
 * Listens to events of one private channel, on the page's shared connection, and answers a
 * function that stops listening (its handlers unbound; the channel left, and the connection
 * closed, with their last listener).
 */
export function subscribePrivate(settings: RealtimeSettings, sub: RealtimeSubscription): () => void {
  let stopped = false;
  let stop = () => {};
  void connectionFor(settings, sub.headers)
    .then((connection) => {
      if (stopped) return;
      const { client } = connection;
      connection.users += 1;
      connection.channels.set(sub.channel, (connection.channels.get(sub.channel) ?? 0) + 1);
      const unbinds: (() => void)[] = [];
      const { watchlist } = sub;
      if (watchlist) {
        for (const status of ['online', 'offline'] as const) {
          const heard = (event: { user_ids: string[] }) => watchlist(status, event.user_ids);
          client.user.watchlist.bind(status, heard);
          unbinds.push(() => client.user.watchlist.unbind(status, heard));
        }
        if (!connection.signedIn) client.signin();
        connection.signedIn = true;
      }
      const channel = client.subscribe(sub.channel);
      for (const [event, handler] of Object.entries(sub.on)) {
        channel.bind(event, handler);
        unbinds.push(() => channel.unbind(event, handler));
      }
      const { onSubscribed } = sub;
      if (onSubscribed) {
        const joined = () => onSubscribed(channel);
        // A channel another subscription already joined answers at once.
        if (channel.subscribed) joined();
        else channel.bind('pusher:subscription_succeeded', joined);
        unbinds.push(() => channel.unbind('pusher:subscription_succeeded', joined));
      }
      stop = () => {
        stop = () => {};
        for (const unbind of unbinds) unbind();
        release(settings, sub.headers, connection, sub.channel);
      };
    })
    .catch((error: unknown) => console.error('Realtime connection failed:', error));
  return () => {
    stopped = true;
    stop();
  };
}
