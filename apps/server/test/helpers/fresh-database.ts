import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Db, type DbKind, migrateToLatest, openDatabase } from '../../src/db/database.ts';

export interface FreshDatabase {
  db: Db;
  kind: DbKind;
  dataDir: string;
  /** The PostgreSQL database this one lives in (its own, when copied from a template), when on PostgreSQL. */
  databaseUrl: string | undefined;
  /** The PostgreSQL schema of this database, when on PostgreSQL. */
  pgSchema: string | undefined;
  dispose: () => Promise<void>;
}

/** A seeded database that others start from as copies: its DATA_DIR and, on PostgreSQL, its database and schema. */
export interface DatabaseTemplate {
  dataDir: string;
  databaseUrl: string | undefined;
  pgSchema: string | undefined;
}

/** A name no other test file of any run on this machine takes: for schemas and databases alike. */
const uniqueName = () => `test_${process.pid}_${randomBytes(4).toString('hex')}`;

/** `url` with its database name replaced by `name`. */
export function databaseNamed(url: string, name: string): string {
  const named = new URL(url);
  named.pathname = `/${name}`;
  return named.toString();
}

/**
 * A migrated database: SQLite in a new temporary DATA_DIR, or a new schema in the PostgreSQL
 * database at `url`, so test files never see each other's rows. Empty, or a copy of `template`
 * (its DATA_DIR's files, SQLite's among them, and on PostgreSQL its whole database).
 */
export async function freshDatabase(url: string | undefined, template?: DatabaseTemplate): Promise<FreshDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'souk-test-'));
  if (template) cpSync(template.dataDir, dataDir, { recursive: true });
  if (url && template?.databaseUrl && template.pgSchema) return copiedDatabase(url, template, dataDir);
  const pgSchema = url ? uniqueName() : undefined;
  // Reads on reader threads, as the server runs them (SQLITE_READ_THREADS).
  const { db, kind } = openDatabase({ databaseUrl: url, dataDir, pgSchema, readers: 2 });
  await inSchemaTurn(url, async (admin) => {
    if (pgSchema) await admin?.query(`CREATE SCHEMA ${pgSchema}`);
    await migrateToLatest(db, pgSchema);
  });
  return {
    db,
    kind,
    dataDir,
    databaseUrl: url,
    pgSchema,
    dispose: async () => {
      await db.destroy();
      if (pgSchema)
        await inSchemaTurn(url, async (admin) => void (await admin?.query(`DROP SCHEMA ${pgSchema} CASCADE`)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A PostgreSQL database of its own, copied file by file from the template's (`CREATE DATABASE
 * … TEMPLATE`), its schema renamed to a name of its own (the server's sessions are named after
 * it). Migrating a new schema and copying the template's rows into it took 1.1 s a test app on
 * a quiet two-core machine, one file at a time; this copy takes about 0.15 s.
 */
async function copiedDatabase(url: string, template: DatabaseTemplate, dataDir: string): Promise<FreshDatabase> {
  const name = uniqueName();
  const databaseUrl = databaseNamed(url, name);
  // One copy at a time: PostgreSQL refuses to copy a template another session is connected to.
  await inSchemaTurn(url, (admin) =>
    admin!.query(`CREATE DATABASE ${name} TEMPLATE ${new URL(template.databaseUrl!).pathname.slice(1)}`),
  );
  await withClient(databaseUrl, (client) => client.query(`ALTER SCHEMA ${template.pgSchema} RENAME TO ${name}`));
  const { db, kind } = openDatabase({ databaseUrl, dataDir, pgSchema: name });
  return {
    db,
    kind,
    dataDir,
    databaseUrl,
    pgSchema: name,
    dispose: async () => {
      await db.destroy();
      // FORCE: a helper's connection a failed test left open must not keep the copy.
      await withClient(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `work` on a new session to the database at `url`, then ends it. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Any fixed number: the advisory lock test files take around schema changes. */
const SCHEMAS_LOCK = 734_211;

/**
 * Runs `work` holding a lock every test file takes to create, migrate, list or drop its
 * PostgreSQL schema (`admin` is the session holding it); on SQLite it just runs `work`.
 * Kysely lists tables (its migrator does, to find its own) across every schema, asking for each
 * column's sequence by name; a schema another file drops meanwhile makes that fail ("relation
 * … does not exist"). Files running side by side therefore take turns at these steps.
 */
export async function inSchemaTurn<T>(url: string | undefined, work: (admin?: pg.Client) => Promise<T>): Promise<T> {
  if (!url) return work();
  // Ending the session releases the lock.
  return withClient(url, async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [SCHEMAS_LOCK]);
    return work(admin);
  });
}

/**
 * The database of this pass: PostgreSQL when TEST_DATABASE_URL names one, else SQLite. The suite
 * runs twice (`npm test`), once without it, so each database is covered once.
 */
export const databaseTargets: Array<{ name: string; url: string | undefined }> = process.env.TEST_DATABASE_URL
  ? [{ name: 'PostgreSQL', url: process.env.TEST_DATABASE_URL }]
  : [{ name: 'SQLite', url: undefined }];
