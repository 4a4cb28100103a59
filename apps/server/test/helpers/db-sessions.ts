import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../../src/db/database.ts';
import { sessionName } from '../../src/db/database.ts';

/**
 * Ends the PostgreSQL sessions of one test's server, as a database restart or an administrator
 * would: only those named after its schema, so test files running side by side on the same
 * database keep theirs. `kill` answers how many it ended.
 */
export function sessionKiller(url: string, pgSchema: string) {
  const name = sessionName(pgSchema);
  const admin = new pg.Client({ connectionString: url });
  const connected = admin.connect();
  return {
    /** `idle`: only sessions waiting for a query (a background job's running query is left alone). */
    async kill({ idle = false } = {}): Promise<number> {
      await connected;
      // Materialized first: PostgreSQL may test a WHERE clause's conditions in any order, and
      // must not end a session before its name was checked.
      const { rows } = await admin.query<{ ended: number }>(
        `WITH mine AS MATERIALIZED (
           SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND pid <> pg_backend_pid()
             AND (NOT $2 OR state = 'idle'))
         SELECT count(*)::int AS ended FROM mine WHERE pg_terminate_backend(pid)`,
        [name, idle],
      );
      return rows[0]?.ended ?? 0;
    },
    /** Sessions the server holds open now. */
    async count(): Promise<number> {
      await connected;
      const { rows } = await admin.query<{ open: number }>(
        'SELECT count(*)::int AS open FROM pg_stat_activity WHERE application_name = $1',
        [name],
      );
      return rows[0]?.open ?? 0;
    },
    close: () => admin.end(),
  };
}

/**
 * Resolves once one of the sessions of the server of schema `pgSchema` waits for a lock (its
 * write reached a row a test holds); fails after about five seconds.
 */
export async function sessionWaitingForLock(db: Db, pgSchema: string | undefined): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const { rows } = await sql<{ waiting: number }>`
      SELECT count(*)::int AS waiting FROM pg_stat_activity
      WHERE application_name = ${sessionName(pgSchema ?? '')} AND wait_event_type = 'Lock'`.execute(db);
    if (rows[0]!.waiting > 0) return;
    await sleep(25);
  }
  throw new Error('no session of the server waited for the held row');
}
