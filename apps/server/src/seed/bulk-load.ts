import { type Kysely, PostgresAdapter } from 'kysely';
import type { Database } from '../db/types.ts';
import { postgresBulkLoad } from './bulk-load-postgres.ts';
import { sqliteBulkLoad } from './bulk-load-sqlite.ts';
import type { Lane } from './lanes.ts';

/**
 * Runs `load` with the secondary indexes of `tables` set aside, then rebuilds each in one pass,
 * which costs far less than keeping them up to date row by row over a large load. `load` may
 * write on all the lanes it gets at once. The indexes to set aside are read from the
 * catalogue, so those of later migrations are covered, and come back however the load ends.
 */
export function bulkLoad(
  db: Kysely<Database>,
  tables: readonly string[],
  load: (lanes: Lane[]) => Promise<void>,
): Promise<void> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? postgresBulkLoad(db, tables, load)
    : sqliteBulkLoad(db, tables, load);
}
