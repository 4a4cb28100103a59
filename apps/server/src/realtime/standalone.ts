import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loadConfig } from '../config.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { registerEventsApi } from './events-api.ts';
import { type Limits, realtimeLimits } from './limits.ts';
import { PusherServer, type PusherServerOptions } from './server.ts';
import { loggedWebhooks } from './webhooks.ts';

const envSchema = z.object({
  PUSHER_APP_ID: z.string().min(1, 'is required'),
  PUSHER_APP_KEY: z.string().min(1, 'is required'),
  PUSHER_APP_SECRET: z.string().min(16, 'must be at least 16 characters'),
  REALTIME_HOST: z.string().default('0.0.0.0'),
  REALTIME_PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65_535).default(6001),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type RealtimeEnv = z.output<typeof envSchema> & {
  limits: Limits;
  trustProxy: boolean | string;
  webhookUrl: string | undefined;
};

/** The realtime service's settings from the environment; throws naming every bad variable. */
export function loadRealtimeEnv(env: NodeJS.ProcessEnv = process.env): RealtimeEnv {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid realtime configuration:\n${lines.join('\n')}`);
  }
  // The REALTIME_* limits and TRUST_PROXY mean here what they mean to the API, defaults and checks included.
  const shared = loadConfig(env);
  return {
    ...parsed.data,
    limits: realtimeLimits(shared),
    trustProxy: shared.TRUST_PROXY,
    webhookUrl: shared.REALTIME_WEBHOOK_URL,
  };
}

/**
 * The Pusher-protocol server on its own (`npm run realtime`): WebSockets on `/app/{key}` and the
 * signed events API. Several API processes set the same PUSHER_APP_* and PUSHER_HOST/PORT and
 * trigger into it exactly as they would into Pusher or Soketi, so every shopper's socket hears
 * every process's events.
 */
export function buildRealtimeService(
  options: PusherServerOptions & { clock?: Clock; logLevel?: RealtimeEnv['LOG_LEVEL']; webhookUrl?: string },
): { app: FastifyInstance; server: PusherServer } {
  const { clock = systemClock, logLevel = 'silent', webhookUrl, ...serverOptions } = options;
  const app = Fastify({ logger: logLevel === 'silent' ? false : { level: logLevel } });
  const [first] = serverOptions.apps;
  const webhooks = webhookUrl && first ? loggedWebhooks(webhookUrl, first, app.log) : undefined;
  const server = new PusherServer({ webhooks, ...serverOptions });
  server.attach(app.server);
  registerEventsApi(app, server, clock);
  app.addHook('preClose', () => server.close());
  return { app, server };
}
