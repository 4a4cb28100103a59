import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { isSeeded, seedCountries, seedDemo } from './db/seed/index.ts';

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
  const { db, kind } = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await migrateToLatest(db);
  await seedCountries(db);
  if ((config.SEED_DEMO ?? config.APP_ENV === 'local') && !(await isSeeded(db))) {
    console.log('Seeding the demo shop (first start only)...');
    await seedDemo(db, { dataDir: config.dataDir });
  }
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
  if (config.APP_ENV === 'local') {
    console.log(
      'Demo login: customer@example.com / Souk-demo-2026 (shop owners: seller1@example.com ... same password)\n',
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
