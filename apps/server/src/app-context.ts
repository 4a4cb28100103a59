import type { Config } from './config.ts';
import type { Db, DbKind } from './db/database.ts';
import type { Clock } from './lib/clock.ts';
import type { Counters } from './lib/counters.ts';
import type { Messenger } from './lib/messaging/messenger.ts';
import type { SearchIndex } from './modules/catalog/search-index/search-index.ts';
import type { CatalogSummaries } from './modules/catalog/summaries.ts';
import type { Realtime } from './realtime/index.ts';

/** What every module's routes receive: the database, the parsed configuration and the shared services. */
export interface AppContext {
  db: Db;
  kind: DbKind;
  config: Config;
  /** The time business rules read (expiries, throttle windows, flash sales); tests step it. */
  clock: Clock;
  /** Throttle counters (failed logins, codes sent). */
  counters: Counters;
  /** Mail and SMS out. */
  messenger: Messenger;
  /** Chat events out (the built-in Pusher-protocol server or an outside one). */
  realtime: Realtime;
  /** What product lists share across sorts and pages (facets, counts). */
  summaries: CatalogSummaries;
  /** Product searches in memory (ADR 10). */
  searchIndex: SearchIndex;
}

/** What starting the server needs; the services default to the built-in ones. */
export type AppInput = Pick<AppContext, 'db' | 'kind' | 'config'> & Partial<Pick<AppContext, 'clock' | 'counters'>>;
