import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeApp } from './credentials.ts';
import { hmacHex } from './signatures.ts';

/** One event of a webhook, as Pusher names and shapes them. */
export type WebhookEvent =
  | { name: 'channel_occupied' | 'channel_vacated'; channel: string }
  | { name: 'member_added' | 'member_removed'; channel: string; user_id: string }
  | { name: 'client_event'; channel: string; event: string; data: string; socket_id: string; user_id?: string };

/** Where the built-in server tells of its channels' lives. */
export interface WebhookSink {
  emit(event: WebhookEvent): void;
  /** Sends what is queued; resolves once every request has ended (shutdown, tests). */
  flush(): Promise<void>;
}

interface WebhookOptions {
  url: string;
  app: RealtimeApp;
  /** How long events gather into one request. */
  batchMs?: number;
  /** Retries of a request the receiver did not accept, a second apart, then twice that. */
  retries?: number;
  warn: (message: string, detail: object) => void;
}

/** At most this many events go in one request (Pusher's batches are as small). */
const MAX_EVENTS = 100;

/**
 * Webhooks as Pusher sends them: a POST of `{time_ms, events}` to the app's URL, with the app
 * key in `X-Pusher-Key` and hex HMAC-SHA256 of the body with the app secret in
 * `X-Pusher-Signature`, so the SDK's `webhook(request).isValid()` accepts them. Events that
 * happen within `batchMs` go together; a request the receiver does not answer with 2xx is
 * tried again, and then dropped with a warning (a webhook tells of a moment; one hours late
 * would mislead).
 */
function webhookSender({ url, app, batchMs = 50, retries = 2, warn }: WebhookOptions): WebhookSink {
  const queued: WebhookEvent[] = [];
  let timer: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<void>>();

  const deliver = async (events: WebhookEvent[]) => {
    const body = JSON.stringify({ time_ms: Date.now(), events });
    const headers = {
      'content-type': 'application/json',
      'x-pusher-key': app.key,
      'x-pusher-signature': hmacHex(app.secret, body),
    };
    for (let attempt = 0; ; attempt++) {
      const outcome = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(5000) }).then(
        (res) => (res.ok ? undefined : `HTTP ${res.status}`),
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      if (outcome === undefined) return;
      if (attempt >= retries) return warn('realtime: webhook not delivered', { url, outcome, events: events.length });
      await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** attempt));
    }
  };

  const send = () => {
    clearTimeout(timer);
    timer = undefined;
    while (queued.length > 0) {
      const sent = deliver(queued.splice(0, MAX_EVENTS)).finally(() => inFlight.delete(sent));
      inFlight.add(sent);
    }
  };

  return {
    emit(event) {
      queued.push(event);
      timer ??= setTimeout(send, batchMs);
    },
    async flush() {
      send();
      await Promise.all([...inFlight]);
    },
  };
}

/** The sender for `url`, its failures logged as warnings. */
export function loggedWebhooks(url: string, app: RealtimeApp, log: FastifyBaseLogger): WebhookSink {
  return webhookSender({ url, app, warn: (message, detail) => log.warn(detail, message) });
}
