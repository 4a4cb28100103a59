import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { sqliteFile } from '../../src/db/database.ts';
import type { Database } from '../../src/db/types.ts';
import type { TestContext } from './test-app.ts';

export interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * A second handle on the test database that records every statement it runs, and reads the
 * plan either database makes for one. On PostgreSQL the plan is asked with sequential scans
 * and explicit sorts priced out: a test table is small enough that reading it whole is
 * cheapest, so this shows whether the query can be answered from an index in order, as it is
 * at a million rows, not which way a few hundred rows happen to be cheapest.
 */
export async function planInspector(t: TestContext) {
  const statements: Statement[] = [];
  const log = (event: { query: Statement }) => void statements.push(event.query);
  if (!t.databaseUrl) {
    const sqlite = new SQLite(sqliteFile(t.dataDir), { readonly: true });
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), log });
    return {
      db,
      statements,
      plan: async (s: Statement) =>
        sqlite
          .prepare(`EXPLAIN QUERY PLAN ${s.sql}`)
          .all(...(s.parameters as unknown[]))
          .map((row) => (row as { detail: string }).detail)
          .join('\n'),
      close: () => db.destroy(),
    };
  }
  const pool = new pg.Pool({ connectionString: t.databaseUrl, max: 2, options: `-c search_path=${t.pgSchema}` });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
  return {
    db,
    statements,
    plan: async (s: Statement) => {
      const client = await pool.connect();
      try {
        await client.query('SET enable_seqscan = off');
        await client.query('SET enable_sort = off');
        const { rows } = await client.query(`EXPLAIN (COSTS OFF) ${s.sql}`, s.parameters as unknown[]);
        return rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
      } finally {
        client.release(true);
      }
    },
    close: () => db.destroy(),
  };
}

/**
 * Vacuums `table` until PostgreSQL marks every page all-visible, as the seed leaves a quiet
 * database: VACUUM cannot mark rows newer than the oldest transaction open anywhere in the
 * database, and other test files running beside this one hold some for moments at a time.
 * Answers from an index alone are planned only for pages so marked.
 */
export async function vacuumedWhole(db: Kysely<Database>, table: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    await sql`VACUUM ${sql.table(table)}`.execute(db);
    const { rows } = await sql<{ visible: boolean }>`
      select relallvisible >= relpages as visible from pg_class where oid = ${table}::regclass`.execute(db);
    if (rows[0]?.visible) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`VACUUM could not mark every page of ${table} all-visible in 10 s`);
}
