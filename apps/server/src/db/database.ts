import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations/index.ts';
import { retryingReads } from './read-retry.ts';
import { SqliteReadPool } from './sqlite-read-pool.ts';
import { SqliteRoutingDialect } from './sqlite-routing-dialect.ts';
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
  /** SQLite only: reads run on this many reader threads (db/sqlite-read-pool.ts); 0, on the caller's. */
  readers?: number | undefined;
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
    const pool = namingStatements(survivingDrops(new pg.Pool(poolConfig(options))));
    const dialect = retryingReads(new PostgresDialect({ pool }), POOL_SIZE);
    return { db: new Kysely<Database>({ dialect }), kind };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(sqliteFile(options.dataDir));
  // WAL lets readers run while a writer commits; NORMAL sync is durable at each checkpoint
  // and safe against application crashes, which is the trade SQLite recommends with WAL.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const statements = cachingStatements(sqlite);
  const dialect = options.readers
    ? new SqliteRoutingDialect(statements, new SqliteReadPool(sqliteFile(options.dataDir), options.readers))
    : new SqliteDialect({ database: statements });
  return { db: new Kysely<Database>({ dialect }), kind };
}

/**
 * The application_name of the server's PostgreSQL sessions. A schema of its own (tests) is
 * named too, so its sessions can be told from others on the same database.
 */
export function sessionName(pgSchema: string | undefined): string {
  return pgSchema ? `souk ${pgSchema}` : 'souk';
}

/** Connections a process holds to PostgreSQL at most. */
const POOL_SIZE = 10;

function poolConfig({ databaseUrl, pgSchema }: DbOptions): pg.PoolConfig {
  return {
    connectionString: databaseUrl,
    max: POOL_SIZE,
    // A request waits this long at most for a connection (PostgreSQL down, or all ten busy),
    // then is answered 503; without it, it would wait as long as the database stays away.
    connectionTimeoutMillis: 5_000,
    // Idle connections close after this: under the several minutes after which proxies and
    // firewalls drop quiet connections, over the gaps between a shop's bursts of requests
    // (a new connection prepares its statements again).
    idleTimeoutMillis: 30_000,
    // TCP keepalive keeps those middleboxes seeing traffic and lets the system notice a
    // database host that vanished without closing the connection (a failover, a cut network).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // Names the sessions in pg_stat_activity unless the URL or PGAPPNAME names them.
    fallback_application_name: sessionName(pgSchema),
    // No JIT compilation: it pays off for long analytic queries, not for the server's short
    // ones, and PostgreSQL starts it by estimated cost alone. One check of a shop's products
    // spent 15 ms compiling and took 109 ms instead of 35.
    options: ['-c jit=off', ...(pgSchema ? [`-c search_path=${pgSchema}`] : [])].join(' '),
  };
}

type ConnectionLostListener = (error: Error) => void;
const connectionLostListeners = new Set<ConnectionLostListener>();

/**
 * Tells `listener` of every PostgreSQL connection this process loses while it sits in the pool
 * (the server logs it); returns its removal. Without listeners (the command-line tools) the
 * loss goes to stderr.
 */
export function onConnectionLost(listener: ConnectionLostListener): () => void {
  connectionLostListeners.add(listener);
  return () => connectionLostListeners.delete(listener);
}

/**
 * A connection drops when PostgreSQL restarts or fails over, a proxy's idle timeout cuts it, or
 * an administrator ends the session. node-postgres then emits 'error' on the pool (for an idle
 * connection) and on the connection itself, and an 'error' event nobody listens to ends the
 * process. Both get listeners here. The pool discards the dead connection (at once when idle,
 * when the query holding it gives it back otherwise) and opens a new one on demand.
 */
function survivingDrops(pool: pg.Pool): pg.Pool {
  pool.on('error', (error) => {
    if (connectionLostListeners.size === 0) console.warn(`PostgreSQL connection lost: ${error.message}`);
    for (const listener of connectionLostListeners) listener(error);
  });
  pool.on('connect', (client) => {
    // A connection a query holds fails that query too, whose request the error handler answers
    // with a 503 and logs (plugins/errors.ts); here the event only must not go unheard.
    client.on('error', () => undefined);
    endingWithItsSession(client);
  });
  return pool;
}

/**
 * PostgreSQL tells the query running in a session it ends with a FATAL error, then closes the
 * socket. Kysely hears of the failed query, and gives the connection back to the pool, before
 * node-postgres hears of the close: the pool would hand the dead connection to the next query
 * and fail that one too. Ending the client on a FATAL error makes the pool discard it instead.
 */
function endingWithItsSession(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    // Runs before Kysely's own handler (registered later), so the client is ending when given back.
    if (result instanceof Promise)
      result.catch((error: { severity?: unknown }) => {
        if (error?.severity === 'FATAL' || error?.severity === 'PANIC') void client.end();
      });
    return result;
  }) as typeof client.query;
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
