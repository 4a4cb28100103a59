import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations/index.ts';
import { cachingStatements, namingStatements } from './statement-cache.ts';
import type { Database } from './types.ts';

export type Db = Kysely<Database>;
export type DbKind = 'sqlite' | 'postgres';

export interface DbOptions {
  /** A postgres:// URL switches to PostgreSQL; otherwise SQLite at `${dataDir}/souk.db`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL schema to use (tests isolate themselves in a fresh schema). */
  pgSchema?: string | undefined;
}

/** The embedded database's file (the backup and restore commands find it here too). */
export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'souk.db');
}

export function databaseKind(databaseUrl: string | undefined): DbKind {
  return databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgres' : 'sqlite';
}

// COUNT(*) and SUM() arrive as strings from node-postgres (int8/numeric); the app only counts
// rows far below 2^53, so read them as numbers like SQLite does.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(1700, (value) => Number.parseFloat(value));

export function openDatabase(options: DbOptions): { db: Db; kind: DbKind } {
  const kind = databaseKind(options.databaseUrl);
  if (kind === 'postgres') {
    const pool = namingStatements(
      new pg.Pool({
        connectionString: options.databaseUrl,
        max: 10,
        ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
      }),
    );
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(sqliteFile(options.dataDir));
  // WAL lets readers run while a writer commits; NORMAL sync is durable at each checkpoint
  // and safe against application crashes, which is the trade SQLite recommends with WAL.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: cachingStatements(sqlite) }) }), kind };
}

/**
 * Brings the schema up to the newest migration; throws with the failing migration's name.
 * `pgSchema` keeps Kysely's bookkeeping tables in that schema (its existence check would
 * otherwise see another schema's tables).
 */
export async function migrateToLatest(db: Db, pgSchema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(pgSchema ? { migrationTableSchema: pgSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${cause}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
