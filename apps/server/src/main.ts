import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { DEMO_PASSWORD, seedCountries } from './seed/index.ts';
import { seedDemoOnStart } from './seed/on-start.ts';
import { hasShopOwner, hasStaff } from './operators/add-account.ts';
import { consoleServed } from './plugins/console-files.ts';

const FIRST_OWNER_HINT = `No shop owner yet. Add the first one (with this DATA_DIR or DATABASE_URL; a password is drawn and printed when none is given):
  npm run add-owner -- --email owner@shop.example --shop "My Shop"
`;

const FIRST_STAFF_HINT = `No platform staff yet. Add them to answer support tickets in the console (a password is drawn and printed when none is given):
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
  if (!(await hasStaff(db))) console.log(FIRST_STAFF_HINT);
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
