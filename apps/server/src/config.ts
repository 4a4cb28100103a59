import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

/**
 * Every environment variable the server reads, parsed once at start. A bad value stops start-up
 * with a message naming the variable. The README's configuration table mirrors this list.
 */
const envSchema = z.object({
  /** Port for the storefront, /api and the realtime endpoint. */
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65_535).default(3000),
  /** Interface to listen on. */
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Where the SQLite database, uploads and generated images live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** A postgres:// URL switches the database to PostgreSQL. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave unset for the embedded SQLite database)')
    .optional(),
  /** `local` prefills the demo login and exposes the OTP outbox; `production` hides both. */
  APP_ENV: z.enum(['local', 'production'], { error: 'must be local or production' }).default('local'),
  /** Public origin of the shop, used in links the server writes (e.g. https://shop.example). */
  APP_URL: z.string().url('must be a URL such as https://shop.example').optional(),
  /** Seed the demo shop when the database is empty. */
  SEED_DEMO: flag.default(true),
  /** pino log level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Bearer token lifetime in days. */
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** How long public catalogue answers are served from memory; 0 turns the cache off. */
  RESPONSE_CACHE_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(3600).default(30),
  /** Serve the built storefront (turn off when a CDN or another server serves it). */
  SERVE_WEB: flag.default(true),
  /** Send HSTS (only behind TLS). */
  HSTS: flag.default(false),
  /** Client-facing realtime settings, passed to the storefront through /api/master. */
  PUSHER_APP_KEY: z.string().optional(),
  PUSHER_APP_CLUSTER: z.string().default('mt1'),
  PUSHER_HOST: z.string().optional(),
  PUSHER_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  PUSHER_SCHEME: z.enum(['http', 'https']).optional(),
});

export type Config = z.infer<typeof envSchema> & { dataDir: string; webDir: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, webDir = defaultWebDir()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR), webDir };
}

/** The built storefront sits beside the server's bundle in the workspace. */
function defaultWebDir(): string {
  return path.resolve(import.meta.dirname, '../../web/dist');
}
