import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Db, type DbKind, migrateToLatest, openDatabase } from '../../src/db/database.ts';
import { copySchemaRows } from './schema-copy.ts';

export interface FreshDatabase {
  db: Db;
  kind: DbKind;
  dataDir: string;
  /** The PostgreSQL schema of this database, when on PostgreSQL. */
  pgSchema: string | undefined;
  dispose: () => Promise<void>;
}

/** A seeded database that others start from as copies: its DATA_DIR and, on PostgreSQL, its schema. */
export interface DatabaseTemplate {
  dataDir: string;
  pgSchema: string | undefined;
}

/**
 * A migrated database: SQLite in a new temporary DATA_DIR, or a new schema in the PostgreSQL
 * database at `url`, so test files never see each other's rows. Empty, or a copy of `template`
 * (its DATA_DIR's files, SQLite's among them, and its PostgreSQL schema's rows).
 */
export async function freshDatabase(url: string | undefined, template?: DatabaseTemplate): Promise<FreshDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'souk-test-'));
  if (template) cpSync(template.dataDir, dataDir, { recursive: true });
  const pgSchema = url ? `test_${process.pid}_${randomBytes(4).toString('hex')}` : undefined;
  // Reads on reader threads, as the server runs them (SQLITE_READ_THREADS).
  const { db, kind } = openDatabase({ databaseUrl: url, dataDir, pgSchema, readers: 2 });
  await inSchemaTurn(url, async (admin) => {
    if (pgSchema) await admin?.query(`CREATE SCHEMA ${pgSchema}`);
    await migrateToLatest(db, pgSchema);
  });
  if (template?.pgSchema && pgSchema) await copySchemaRows(db, template.pgSchema, pgSchema);
  return {
    db,
    kind,
    dataDir,
    pgSchema,
    dispose: async () => {
      await db.destroy();
      if (pgSchema)
        await inSchemaTurn(url, async (admin) => void (await admin?.query(`DROP SCHEMA ${pgSchema} CASCADE`)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [SCHEMAS_LOCK]);
    return await work(admin);
  } finally {
    await admin.end(); // ending the session releases the lock
  }
}

/**
 * The database of this pass: PostgreSQL when TEST_DATABASE_URL names one, else SQLite. The suite
 * runs twice (`npm test`), once without it, so each database is covered once.
 */
export const databaseTargets: Array<{ name: string; url: string | undefined }> = process.env.TEST_DATABASE_URL
  ? [{ name: 'PostgreSQL', url: process.env.TEST_DATABASE_URL }]
  : [{ name: 'SQLite', url: undefined }];
