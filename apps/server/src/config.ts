import path from 'node:path';
import { z } from 'zod';
import { defaultConsoleDir, defaultWebDir } from './built-apps.ts';
import { checkEnv, onInLocalMode, realtimeBuiltIn } from './config-checks.ts';

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

/**
 * Every environment variable the server reads, parsed once at start. A bad value stops start-up
 * with a message naming the variable. docs/configuration.md is generated from this list
 * (`npm run docs:config`; a test fails when it is out of date).
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
  /**
   * Seed the demo shop when the database is empty. Unset: yes in local mode, no in production
   * (where an explicit `true` seeds it with random passwords, printed once).
   */
  SEED_DEMO: flag.optional(),
  /**
   * Offer the built-in sandbox gateway (its Approve marks an order paid with no money taken).
   * Unset: yes in local mode, no in production.
   */
  PAYMENTS_SANDBOX: flag.optional(),
  /**
   * Check every API answer against its route's contract (packages/contract/src/routes); one
   * that differs fails with a 500 and is logged. Unset: yes in local mode (and in the tests),
   * no in production, where the check would cost each answer.
   */
  VALIDATE_RESPONSES: flag.optional(),
  /**
   * Which peers may set the client address through X-Forwarded-For (throttles key on it):
   * `true` (any: only behind a proxy that overwrites the header), `false`, or a comma-separated
   * list of addresses and subnets. The default trusts proxies on this host or a private network
   * only, so a client on the internet cannot pick its own address.
   */
  TRUST_PROXY: z
    .string()
    .min(1)
    .default('loopback,linklocal,uniquelocal')
    .transform((value) => (value === 'true' || value === 'false' ? value === 'true' : value)),
  /** pino log level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Bearer token lifetime in days. */
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Sign-ups accepted per client address per hour: enough for a household, not for a script. */
  REGISTRATIONS_PER_HOUR: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100_000).default(20),
  /**
   * Submissions of a public form (sign-in to the console, Become a Seller, contact, setting a
   * new owner's password) accepted per client address every ten minutes.
   */
  FORM_SUBMISSIONS_PER_10_MINUTES: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100_000).default(5),
  /**
   * redis://host:port shares throttles, rate limits and catalogue-cache invalidation between
   * several server processes. Unset, each process keeps them in memory (right for one process).
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /**
   * How long product lists reuse what they share across sorts and pages (a scope's facets, a
   * filter's count), and search suggestions their product cards; a catalogue change drops them
   * at once. 0 turns the summaries off.
   */
  CATALOG_SUMMARY_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(3600).default(60),
  /**
   * Product searches answered from an index in memory (matches, facets, counts, order), built
   * at start-up and kept up to date from the database's change log: about 750 MB more memory
   * per process at a million products. `false` leaves searches to the database's full-text index.
   */
  SEARCH_INDEX: flag.default(true),
  /**
   * The embedded database (SQLite) reads on this many threads beside the server's, so a slow
   * read never holds other requests and reads use every core; 0 reads on the server's thread.
   */
  SQLITE_READ_THREADS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(64).default(2),
  /** How long public catalogue answers are served from memory; 0 turns the cache off. */
  RESPONSE_CACHE_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(3600).default(30),
  /**
   * How long one request may take to arrive whole (headers and body): a client trickling a body
   * byte by byte is answered 408 and disconnected instead of holding a connection open.
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(3600).default(60),
  /** URLs per sitemap file under /sitemaps/ (the protocol allows up to 50,000). */
  SITEMAP_PAGE_SIZE: z.coerce.number({ error: 'must be a number' }).int().min(1).max(50_000).default(10_000),
  /** Serve the built storefront (turn off when a CDN or another server serves it). */
  SERVE_WEB: flag.default(true),
  /**
   * Send Strict-Transport-Security on answers served over TLS (directly, or through a proxy that
   * TRUST_PROXY believes, by its X-Forwarded-Proto); plain-HTTP answers never carry it.
   */
  HSTS: flag.default(true),
  /**
   * Realtime (Pusher protocol 7). REALTIME_SERVER=built-in (the default) answers on this port at
   * /app/{key}: with PUSHER_APP_ID, _KEY and _SECRET when set (so Pusher's own clients and SDK
   * can be configured with known credentials), else with credentials generated once and kept
   * in the settings table. REALTIME_SERVER=external (the default when PUSHER_HOST is set) sends
   * events to another service with those credentials: PUSHER_HOST/_PORT/_SCHEME for a
   * self-hosted Soketi, Reverb, Sockudo or `npm run realtime`; the cluster alone for Pusher
   * itself. The storefront learns the key, cluster, host, port and scheme through /api/master.
   */
  REALTIME_SERVER: z.enum(['built-in', 'external'], { error: 'must be built-in or external' }).optional(),
  PUSHER_APP_ID: z.string().min(1).optional(),
  PUSHER_APP_KEY: z.string().min(1).optional(),
  PUSHER_APP_SECRET: z.string().min(1).optional(),
  PUSHER_APP_CLUSTER: z.string().default('mt1'),
  PUSHER_HOST: z.string().optional(),
  PUSHER_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  PUSHER_SCHEME: z.enum(['http', 'https']).optional(),
  /** Built-in realtime server: channels one connection may subscribe to (Pusher's own limit is 100). */
  REALTIME_MAX_SUBSCRIPTIONS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(10_000).default(100),
  /** Built-in realtime server: open connections from one client address (a household or office shares one). */
  REALTIME_MAX_CONNECTIONS_PER_ADDRESS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(1_000_000)
    .default(200),
  /** Built-in realtime server: frames one connection may send per second, averaged (bursts up to twice that). */
  REALTIME_MAX_MESSAGES_PER_SECOND: z.coerce.number({ error: 'must be a number' }).int().min(1).max(10_000).default(10),
  /**
   * Built-in realtime server: relay client events (`client-…`) between the subscribers of a
   * private or presence channel, as Pusher does when an app turns them on. On by default: the
   * chat's typing indicator is one (`client-typing` on a conversation's channel).
   */
  REALTIME_CLIENT_EVENTS: flag.default(true),
  /**
   * Built-in realtime server: where to POST webhooks (channel_occupied, channel_vacated,
   * member_added, member_removed, client_event), signed with the app secret as Pusher signs them.
   */
  REALTIME_WEBHOOK_URL: z.string().url('must be a URL such as https://hooks.example/pusher').optional(),
  /** Built-in realtime server: the largest frame a client may send, in bytes (Pusher's limit is 10 kB). */
  REALTIME_MAX_MESSAGE_BYTES: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(256)
    .max(1_048_576)
    .default(10_240),
  /**
   * Outgoing mail (one-time codes) over SMTP, e.g. smtps://user:pass@smtp.example:465. Unset, or
   * always in local mode, messages also land in the outbox (GET /api/dev/outbox in local mode).
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** Attachment bytes one account may upload per day, in MB. */
  UPLOAD_MB_PER_ACCOUNT_PER_DAY: z.coerce.number({ error: 'must be a number' }).int().min(1).max(1_000_000).default(30),
  /** Attachment bytes one client address may upload per day, in MB. */
  UPLOAD_MB_PER_ADDRESS_PER_DAY: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(1_000_000)
    .default(100),
  /**
   * Keep uploads and their resized copies in this S3-compatible bucket rather than under
   * DATA_DIR, so several server processes on several machines serve the same files. Unset,
   * they stay on the local disk. The bucket holds `uploads/…` and `cache/images/…` as DATA_DIR
   * does; the server reads and writes it and serves its files at /uploads/ itself.
   */
  S3_BUCKET: z.string().min(3, 'must be a bucket name of 3 characters or more').optional(),
  /** The store's URL (e.g. https://s3.eu-central-1.amazonaws.com, http://minio:9000); unset, AWS S3's for S3_REGION. */
  S3_ENDPOINT: z.string().url('must be a URL such as https://s3.example').optional(),
  /** The bucket's region (any value for most S3-compatible stores; `auto` for Cloudflare R2). */
  S3_REGION: z.string().min(1).default('us-east-1'),
  /**
   * The bucket's access key; set both or neither. Unset, the AWS SDK looks for credentials
   * itself (AWS_ACCESS_KEY_ID, a profile, the machine's role).
   */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * Address the bucket as ENDPOINT/BUCKET rather than BUCKET.ENDPOINT, as MinIO and most
   * self-hosted stores need. Unset: on when S3_ENDPOINT is set, off for AWS S3.
   */
  S3_FORCE_PATH_STYLE: flag.optional(),
  /**
   * Uploads are refused while the disk holding DATA_DIR has less free space than this, in MB
   * (not with S3_BUCKET: the bucket's room is its provider's).
   */
  UPLOAD_MIN_FREE_DISK_MB: z.coerce.number({ error: 'must be a number' }).int().min(0).max(10_000_000).default(512),
  /** Sender of outgoing mail. */
  MAIL_FROM: z.string().min(3).default('Souk <no-reply@souk.local>'),
  /** A generic HTTP SMS gateway: the server POSTs JSON {to, message} there (to in +E.164 form). */
  SMS_GATEWAY_URL: z.string().url('must be a URL').optional(),
  /** Sent to the SMS gateway as `Authorization: Bearer <token>` when set. */
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  /** Where reCAPTCHA answers are checked (Google's siteverify, or a compatible service). */
  RECAPTCHA_VERIFY_URL: z.string().url('must be a URL').default('https://www.google.com/recaptcha/api/siteverify'),
  /**
   * The reCAPTCHA widget script the storefront loads while reCAPTCHA is on; its origin (plus
   * www.gstatic.com for Google's own) is the only foreign one the CSP then allows.
   */
  RECAPTCHA_SCRIPT_URL: z.string().url('must be a URL').default('https://www.google.com/recaptcha/api.js'),
  /** reCAPTCHA secret; when unset, the `secret_key` of the `recaptcha` setting is used. */
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  /** Google's OpenID Connect issuer: discovery, token endpoint and signing keys come from it. */
  GOOGLE_OIDC_ISSUER: z.string().url('must be a URL').default('https://accounts.google.com'),
  /** Secret of the Google OAuth client whose id is in the `social_auths` setting. */
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Apple's OpenID Connect issuer; identity tokens are checked against its published keys. */
  APPLE_OIDC_ISSUER: z.string().url('must be a URL').default('https://appleid.apple.com'),
  /** Facebook Graph API base used to check access tokens (debug_token, me). */
  FACEBOOK_GRAPH_URL: z.string().url('must be a URL').default('https://graph.facebook.com/v20.0'),
  /** Facebook's login dialog, opened in a popup by the storefront (response_type=token). */
  FACEBOOK_DIALOG_URL: z.string().url('must be a URL').default('https://www.facebook.com/v20.0/dialog/oauth'),
  /** Secret of the Facebook app whose id is in the `social_auths` setting. */
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  /**
   * Signs the links of the built-in sandbox pay page (HMAC-SHA256, 30 minutes). Unset, a random
   * secret is drawn at start; set it when several server processes serve the same shop.
   */
  PAYMENT_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
});

type Env = z.infer<typeof envSchema>;

/** What a value alone cannot show (config-checks.ts): start-up refuses once with the whole list. */
const checkedEnvSchema = envSchema.superRefine((env, context) =>
  checkEnv(env, (name, message) => context.addIssue({ code: 'custom', path: [name], message })),
);

/**
 * The parsed environment, plus the settings resolved from it: `seedDemo`, `paymentsSandbox` and
 * `validateResponses` are the values in force (the variable when set, else on in local mode and
 * off in production), `realtimeBuiltIn` the realtime server's.
 */
export type Config = Env & {
  dataDir: string;
  webDir: string;
  /** The built console (apps/console), served under /console/. */
  consoleDir: string;
  seedDemo: boolean;
  paymentsSandbox: boolean;
  validateResponses: boolean;
  /** REALTIME_SERVER in force: whether this process serves the Pusher protocol itself. */
  realtimeBuiltIn: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  webDir = defaultWebDir(),
  consoleDir = defaultConsoleDir(),
): Config {
  const parsed = checkedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const data = parsed.data;
  return {
    ...data,
    dataDir: path.resolve(data.DATA_DIR),
    webDir,
    consoleDir,
    seedDemo: onInLocalMode(data.SEED_DEMO, data),
    paymentsSandbox: onInLocalMode(data.PAYMENTS_SANDBOX, data),
    validateResponses: onInLocalMode(data.VALIDATE_RESPONSES, data),
    realtimeBuiltIn: realtimeBuiltIn(data),
  };
}
