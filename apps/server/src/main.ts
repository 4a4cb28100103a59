import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { DEMO_PASSWORD, seedCountries } from './seed/index.ts';
import { seedDemoOnStart } from './seed/on-start.ts';
import { hasShopOwner } from './operators/add-account.ts';
import { openSetup, setupLink } from './modules/setup/token.ts';
import { systemClock } from './lib/clock.ts';
import { consoleServed } from './plugins/console-files.ts';

const FIRST_OWNER_HINT = `No shop owner yet. Add the first one (with this DATA_DIR or DATABASE_URL; a password is drawn and printed when none is given):
  npm run add-owner -- --email owner@shop.example --shop "My Shop"
`;

/** `link` works once, until the next start prints another. */
const firstStaffHint = (
  link: string,
) => `No platform staff yet. Create the first staff account in the console at this one-time link (each start prints a new one):
  ${link}
or from the command line (a password is drawn and printed when none is given):
  npm run add-staff -- --email help@shop.example
`;

/** Reads the configuration, opens and migrates the database, seeds the demo shop once, listens. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { db, kind } = openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    readers: config.SQLITE_READ_THREADS,
  });
  await migrateToLatest(db);
  await seedCountries(db);
  await seedDemoOnStart(db, config, (text) => console.log(text));
  // Stored before the server answers, so the printed link works from its first request.
  const setupToken = await openSetup(db, systemClock);
  const app = await buildApp({ db, kind, config });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(
    `\nSouk is running at http://localhost:${port} (${kind === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`})`,
  );
  if (consoleServed(config)) console.log(`Shop owners and staff sign in at http://localhost:${port}/console/`);
  const ownerExists = await hasShopOwner(db);
  if (!ownerExists) console.log(FIRST_OWNER_HINT);
  if (setupToken) console.log(firstStaffHint(setupLink(config.APP_URL ?? `http://localhost:${port}`, setupToken)));
  if (ownerExists && config.APP_ENV === 'local' && config.seedDemo) {
    console.log(
      `Demo login: customer@example.com / ${DEMO_PASSWORD} (shop owners seller1@example.com ... seller12@example.com and staff@example.com: same password)\n`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
