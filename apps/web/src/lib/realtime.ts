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

export interface RealtimeSubscription {
  channel: string;
  event: string;
  /** Sent with the private-channel authorisation request (the bearer token). */
  headers: Record<string, string>;
  onEvent: (data: unknown) => void;
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
 * Listens to one event of one private channel and answers a function that stops listening.
 * pusher-js is imported here, on first use, so it stays out of the first page's JavaScript.
 */
export function subscribePrivate(settings: RealtimeSettings, sub: RealtimeSubscription): () => void {
  let stopped = false;
  let stop = () => {};
  void import('pusher-js')
    .then(({ default: Pusher }) => {
      if (stopped) return;
      const client = new Pusher(settings.key, {
        ...socketOptions(settings, window.location),
        channelAuthorization: {
          endpoint: `${API_BASE}/broadcasting/auth`,
          transport: 'ajax',
          headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...sub.headers },
        },
      });
      client.subscribe(sub.channel).bind(sub.event, sub.onEvent);
      stop = () => client.disconnect();
    })
    .catch((error: unknown) => console.error('Realtime connection failed:', error));
  return () => {
    stopped = true;
    stop();
  };
}
