import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Db, type DbKind, migrateToLatest, openDatabase } from '../../src/db/database.ts';

export interface FreshDatabase {
  db: Db;
  kind: DbKind;
  dataDir: string;
  /** The PostgreSQL schema of this database, when on PostgreSQL. */
  pgSchema: string | undefined;
  dispose: () => Promise<void>;
}

/**
 * A migrated, empty database: SQLite in a new temporary DATA_DIR, or a new schema in the
 * PostgreSQL database at `url`, so test files never see each other's rows.
 */
export async function freshDatabase(url: string | undefined): Promise<FreshDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'souk-test-'));
  const pgSchema = url ? `test_${process.pid}_${randomBytes(4).toString('hex')}` : undefined;
  if (url && pgSchema) await adminQuery(url, `CREATE SCHEMA ${pgSchema}`);
  const { db, kind } = openDatabase({ databaseUrl: url, dataDir, pgSchema });
  await migrateToLatest(db, pgSchema);
  return {
    db,
    kind,
    dataDir,
    pgSchema,
    dispose: async () => {
      await db.destroy();
      if (url && pgSchema) await adminQuery(url, `DROP SCHEMA ${pgSchema} CASCADE`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names one. */
export const databaseTargets: Array<{ name: string; url: string | undefined }> = [
  { name: 'SQLite', url: undefined },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', url: process.env.TEST_DATABASE_URL }] : []),
];
