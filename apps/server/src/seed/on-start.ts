import type { Config } from '../config.ts';
import { createStorage, type StorageConfig } from '../lib/storage/upload-storage.ts';
import type { Db } from '../db/database.ts';
import type { DemoLogin, DemoPasswords } from './accounts.ts';
import { isSeeded, seedDemo } from './index.ts';

/** The published demo password belongs to local mode; anywhere else each account gets its own. */
export function demoPasswordsFor(appEnv: string | undefined): DemoPasswords {
  return (appEnv ?? 'local') === 'local' ? 'published' : 'random';
}

/**
 * The drawn passwords, to print once: the database keeps only their hashes, so this is the one
 * time anybody sees them.
 */
export function drawnPasswordsNotice(logins: readonly DemoLogin[]): string {
  const whoWidth = Math.max(...logins.map((login) => login.who.length));
  const emailWidth = Math.max(...logins.map((login) => login.email.length));
  const rows = logins.map(
    (login) => `  ${login.who.padEnd(whoWidth)}  ${login.email.padEnd(emailWidth)}  ${login.password}`,
  );
  return [
    'Demo accounts, each with a password drawn for this database (shown only now; keep them safe):',
    ...rows,
  ].join('\n');
}

/**
 * Seeds the demo shop into an empty database when SEED_DEMO resolves on, telling `log` what it
 * does (and the drawn passwords, outside local mode). Returns the new logins, or undefined when
 * nothing was seeded.
 */
export async function seedDemoOnStart(
  db: Db,
  config: Pick<Config, 'seedDemo' | 'APP_ENV' | 'dataDir'> & StorageConfig,
  log: (text: string) => void,
): Promise<DemoLogin[] | undefined> {
  if (!config.seedDemo || (await isSeeded(db))) return undefined;
  const passwords = demoPasswordsFor(config.APP_ENV);
  log('Seeding the demo shop (first start only)...');
  // The demo pictures go where the server will serve them from: DATA_DIR or the bucket.
  const storage = createStorage(config);
  try {
    const { logins } = await seedDemo(db, { dataDir: config.dataDir, passwords, storage });
    if (passwords === 'random') log(drawnPasswordsNotice(logins));
    return logins;
  } finally {
    await storage.close();
  }
}
