import { API_BASE } from './api-client.ts';

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

/**
 * Listens to events of one private channel (one connection each) and answers a function that
 * stops listening.
 * pusher-js is imported here, on first use, so it stays out of the first page's JavaScript.
 */
export function subscribePrivate(settings: RealtimeSettings, sub: RealtimeSubscription): () => void {
  let stopped = false;
  let stop = () => {};
  void import('pusher-js')
    .then(({ default: Pusher }) => {
      if (stopped) return;
      const headers = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...sub.headers };
      const client = new Pusher(settings.key, {
        ...socketOptions(settings, window.location),
        channelAuthorization: { endpoint: `${API_BASE}/broadcasting/auth`, transport: 'ajax', headers },
        userAuthentication: { endpoint: `${API_BASE}/broadcasting/user-auth`, transport: 'ajax', headers },
      });
      const { watchlist } = sub;
      if (watchlist) {
        for (const status of ['online', 'offline'] as const) {
          client.user.watchlist.bind(status, (event: { user_ids: string[] }) => watchlist(status, event.user_ids));
        }
        client.signin();
      }
      const channel = client.subscribe(sub.channel);
      for (const [event, handler] of Object.entries(sub.on)) channel.bind(event, handler);
      if (sub.onSubscribed) channel.bind('pusher:subscription_succeeded', () => sub.onSubscribed?.(channel));
      stop = () => client.disconnect();
    })
    .catch((error: unknown) => console.error('Realtime connection failed:', error));
  return () => {
    stopped = true;
    stop();
  };
}
