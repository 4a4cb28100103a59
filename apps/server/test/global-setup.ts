import type { TestProject } from 'vitest/node';
import { usePasswordCost } from '../src/modules/auth/password.ts';
import { seedTemplate } from './helpers/seeded-template.ts';

/** Seeds the demo once per run, on SQLite and (when the run has one) PostgreSQL; test apps copy it. */
export default async function setup(project: TestProject) {
  // The seeded accounts' hashes too, so the tests' logins are cheap.
  usePasswordCost('test');
  const sqlite = await seedTemplate(undefined);
  const postgres = process.env.TEST_DATABASE_URL ? await seedTemplate(process.env.TEST_DATABASE_URL) : undefined;
  project.provide('seededTemplates', {
    sqlite: { dataDir: sqlite.dataDir, databaseUrl: undefined, pgSchema: undefined },
    postgres: postgres && { dataDir: postgres.dataDir, databaseUrl: postgres.databaseUrl, pgSchema: postgres.pgSchema },
  });
  return async () => {
    await sqlite.dispose();
    await postgres?.dispose();
  };
}
