import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/database.ts';
import type { Clock } from '../../src/lib/clock.ts';
import { freshDatabase } from './fresh-database.ts';
import { seededDatabase } from './seeded-template.ts';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
  dataDir: string;
  /** The PostgreSQL database of this test file (its own, when seeded), when running on PostgreSQL. */
  databaseUrl: string | undefined;
  /** The PostgreSQL schema of this test file, when running on PostgreSQL. */
  pgSchema: string | undefined;
  close: () => Promise<void>;
}

/** The database the suite runs on: PostgreSQL when TEST_DATABASE_URL is set, else SQLite. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/**
 * A fresh server on a fresh database, seeded with the demo shop unless told otherwise; `clock`
 * replaces the time the business rules read (expiries, throttle windows, flash sales).
 */
export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string>; clock?: Clock; sqlite?: boolean } = {},
): Promise<TestContext> {
  // `sqlite` pins the embedded database, for what only it has (its file, its backup command).
  const databaseUrl = options.sqlite ? undefined : testDatabaseUrl;
  const seed = options.seed ?? true;
  const fresh = seed ? await seededDatabase(databaseUrl) : await freshDatabase(databaseUrl);
  const config = loadConfig(
    {
      DATA_DIR: fresh.dataDir,
      LOG_LEVEL: 'silent',
      APP_ENV: 'local',
      // Tests change rows directly and read the effect at once; the cache has its own test.
      RESPONSE_CACHE_SECONDS: '0',
      CATALOG_SUMMARY_SECONDS: '0',
      ...(fresh.databaseUrl ? { DATABASE_URL: fresh.databaseUrl } : {}),
      ...options.env,
    },
    path.join(fresh.dataDir, 'no-web'),
  );
  const app = await buildApp({ db: fresh.db, kind: fresh.kind, config, clock: options.clock });
  await app.ready();
  // Searches are answered by the index once built, as in production; the demo shop's is built at once.
  await app.searchIndex.built();
  return {
    app,
    db: fresh.db,
    config,
    dataDir: fresh.dataDir,
    databaseUrl: fresh.databaseUrl,
    pgSchema: fresh.pgSchema,
    close: async () => {
      await app.close();
      await fresh.dispose();
    },
  };
}
