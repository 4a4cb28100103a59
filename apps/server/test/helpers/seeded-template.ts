import { rmSync } from 'node:fs';
import { inject } from 'vitest';
import { seedDemo } from '../../src/seed/index.ts';
import {
  type DatabaseTemplate,
  type FreshDatabase,
  databaseNamed,
  freshDatabase,
  withClient,
} from './fresh-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Made once per run by the suite's global setup (test/global-setup.ts). */
    seededTemplates: { sqlite: DatabaseTemplate; postgres: DatabaseTemplate | undefined };
  }
}

/**
 * Seeds the demo once; the database is closed, kept until `dispose`. On PostgreSQL it gets a
 * database of its own, which the test apps' databases are copied from.
 */
export async function seedTemplate(
  url: string | undefined,
): Promise<DatabaseTemplate & { dispose: () => Promise<void> }> {
  const templateName = `souk_template_${process.pid}`;
  const databaseUrl = url && databaseNamed(url, templateName);
  if (url) await withClient(url, (admin) => admin.query(`CREATE DATABASE ${templateName}`));
  const fresh = await freshDatabase(databaseUrl);
  await seedDemo(fresh.db, { dataDir: fresh.dataDir });
  // Closed, so SQLite's write-ahead log is folded into the file the copies take, and no session
  // holds PostgreSQL's template (which it would refuse to copy).
  await fresh.db.destroy();
  return {
    dataDir: fresh.dataDir,
    databaseUrl,
    pgSchema: fresh.pgSchema,
    // On PostgreSQL the database goes whole, its schema with it; SQLite's is a folder.
    dispose: async () => {
      if (!url) return fresh.dispose();
      rmSync(fresh.dataDir, { recursive: true, force: true });
      await withClient(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`));
    },
  };
}

/**
 * A fresh copy of the run's seeded demo database. Seeding took about 1 s on SQLite and 2.5 s on
 * PostgreSQL for each of the suite's two hundred apps; a copy takes a fraction of that.
 */
export function seededDatabase(url: string | undefined): Promise<FreshDatabase> {
  const templates = inject('seededTemplates');
  const template = url ? templates.postgres : templates.sqlite;
  if (!template) throw new Error('no seeded PostgreSQL template: the global setup saw no TEST_DATABASE_URL');
  return freshDatabase(url, template);
}
