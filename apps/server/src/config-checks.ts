import { checkStorageEnv, type StorageEnv } from './config-storage.ts';

/** The variables the checks across variables read (config.ts's envSchema, parsed). */
type CheckedEnv = StorageEnv & {
  APP_ENV: 'local' | 'production';
  APP_URL?: string | undefined;
  REDIS_URL?: string | undefined;
  PAYMENTS_SANDBOX?: boolean | undefined;
  PAYMENT_LINK_SECRET?: string | undefined;
  REALTIME_SERVER?: 'built-in' | 'external' | undefined;
  PUSHER_HOST?: string | undefined;
  PUSHER_APP_ID?: string | undefined;
  PUSHER_APP_KEY?: string | undefined;
  PUSHER_APP_SECRET?: string | undefined;
};

const PUSHER_CREDENTIALS = ['PUSHER_APP_ID', 'PUSHER_APP_KEY', 'PUSHER_APP_SECRET'] as const;

/** Whether this process serves the Pusher protocol itself: REALTIME_SERVER, else unless PUSHER_HOST names another server. */
export function realtimeBuiltIn(env: Pick<CheckedEnv, 'REALTIME_SERVER' | 'PUSHER_HOST'>): boolean {
  return (env.REALTIME_SERVER ?? (env.PUSHER_HOST ? 'external' : 'built-in')) === 'built-in';
}

/** Local mode is the demo on one machine; production offers nothing it was not asked for. */
export const onInLocalMode = (value: boolean | undefined, env: Pick<CheckedEnv, 'APP_ENV'>) =>
  value ?? env.APP_ENV === 'local';

/**
 * What a value alone cannot show: credentials that only work together, and what a shop open to
 * the public needs. Every gap becomes an issue naming its variable, so start-up refuses once
 * with the whole list rather than failing later in front of a shopper.
 */
export function checkEnv(env: CheckedEnv, issue: (name: keyof CheckedEnv, message: string) => void): void {
  const require = (name: keyof CheckedEnv, message: string) => {
    if (!env[name]) issue(name, message);
  };
  // The three credentials only work together; an outside service cannot be reached without them.
  const pusherSet = PUSHER_CREDENTIALS.filter((name) => env[name]).length;
  if (pusherSet > 0 && pusherSet < PUSHER_CREDENTIALS.length) {
    for (const name of PUSHER_CREDENTIALS) require(name, 'must be set with the other PUSHER_APP_* keys');
  } else if (pusherSet === 0 && !realtimeBuiltIn(env)) {
    for (const name of PUSHER_CREDENTIALS) require(name, 'must be set for an external realtime service');
  }
  checkStorageEnv(env, issue);
  if (env.APP_ENV !== 'production') return;
  require('APP_URL', "must be set in production: the shop's public origin (e.g. APP_URL=https://shop.example), for the links the server writes");
  if (!env.REDIS_URL) return;
  // REDIS_URL means several processes serve the shop; what one process keeps to itself fails the others.
  if (onInLocalMode(env.PAYMENTS_SANDBOX, env)) {
    require('PAYMENT_LINK_SECRET', 'must be set when REDIS_URL shares the shop between processes and the sandbox gateway is on: ' +
      'the same secret of at least 32 characters in every process (e.g. $(openssl rand -hex 32)), ' +
      'or a pay link signed by one process is refused by the others');
  }
  if (realtimeBuiltIn(env)) {
    issue(
      'REALTIME_SERVER',
      'must be external when REDIS_URL shares the shop between processes: the built-in realtime server of one ' +
        'process does not reach shoppers connected to another (run `npm run realtime`, Soketi or Pusher, ' +
        'set PUSHER_APP_ID, PUSHER_APP_KEY and PUSHER_APP_SECRET, and point PUSHER_HOST at it when self-hosted)',
    );
  }
}
