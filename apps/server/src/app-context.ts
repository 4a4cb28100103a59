import type { Config } from './config.ts';
import type { Db, DbKind } from './db/database.ts';

/** What every module's routes receive: the database and the parsed configuration. */
export interface AppContext {
  db: Db;
  kind: DbKind;
  config: Config;
}
