import { randomBytes, randomInt } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { insertSettingOnce, readSetting } from './credentials-queries.ts';

export interface RealtimeApp {
  id: string;
  key: string;
  secret: string;
}

/** Where events go and what the storefront is told (`/api/master`'s pusher_* fields). */
export interface RealtimeSettings {
  app: RealtimeApp;
  /** True when this process serves the protocol itself on `/app/{key}`. */
  builtIn: boolean;
  cluster: string;
  /** A separate realtime service; unset with builtIn means "this origin", unset without it means Pusher's cluster host. */
  host?: string;
  port?: number;
  scheme?: 'http' | 'https';
}

/** The settings row holding the built-in server's credentials (never sent to clients). */
const SETTING_KEY = 'realtime_app';

/**
 * The built-in server (config.realtimeBuiltIn) answers with PUSHER_APP_ID, _KEY and _SECRET when
 * set, else with credentials generated once and kept in the settings table, so every process
 * sharing the database signs with the same secret. An external service is reached with them.
 */
export async function resolveRealtimeSettings(db: Db, config: Config): Promise<RealtimeSettings> {
  const shared = {
    cluster: config.PUSHER_APP_CLUSTER,
    host: config.PUSHER_HOST,
    port: config.PUSHER_PORT,
    scheme: config.PUSHER_SCHEME,
  };
  const configured =
    config.PUSHER_APP_KEY && config.PUSHER_APP_ID && config.PUSHER_APP_SECRET
      ? { id: config.PUSHER_APP_ID, key: config.PUSHER_APP_KEY, secret: config.PUSHER_APP_SECRET }
      : undefined;
  if (!config.realtimeBuiltIn && configured) return { ...shared, builtIn: false, app: configured };
  const app = configured ?? (await builtInApp(db));
  return { ...shared, host: undefined, port: undefined, scheme: undefined, builtIn: true, app };
}

async function builtInApp(db: Db): Promise<RealtimeApp> {
  const generated: RealtimeApp = {
    id: String(randomInt(100_000, 1_000_000)),
    key: randomBytes(10).toString('hex'),
    secret: randomBytes(20).toString('hex'),
  };
  // First writer wins; a second process starting at the same moment reads the winner's row.
  await insertSettingOnce(db, SETTING_KEY, JSON.stringify(generated));
  const row = await readSetting(db, SETTING_KEY);
  return JSON.parse(row.value) as RealtimeApp;
}

/** The pusher_* fields of `/api/master`: what pusher-js needs to connect. */
export function clientSettings(settings: RealtimeSettings) {
  return {
    pusher_app_key: settings.app.key,
    pusher_app_cluster: settings.cluster,
    pusher_host: settings.host ?? null,
    pusher_port: settings.port ?? null,
    pusher_scheme: settings.scheme ?? null,
  };
}
export type RealtimeClientSettings = ReturnType<typeof clientSettings>;
