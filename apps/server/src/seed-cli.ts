/**
 * Seeds the demo marketplace: `npm run seed [-- --products N]`.
 *
 * Reads DATA_DIR (default ./data) and DATABASE_URL (postgres://... selects PostgreSQL, else
 * SQLite at DATA_DIR/souk.db) like the server, migrates, then seeds. A seeded database is left
 * alone unless --products asks for more products than it holds; those are appended with the
 * same generator. With APP_ENV=production the demo accounts get drawn passwords, printed once,
 * as the server's own first start gives them.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { createStorage } from './lib/storage/upload-storage.ts';
import { loadConfig } from './config.ts';
import {
  addDemoProducts,
  countDemoProducts,
  DEFAULT_PRODUCT_COUNT,
  isSeeded,
  MAX_PRODUCT_COUNT,
  seedDemo,
  type SeedSummary,
} from './seed/index.ts';
import { demoPasswordsFor, drawnPasswordsNotice } from './seed/on-start.ts';

const USAGE = `Usage: seed-cli [--products N]

  --products N   demo products to hold (default ${DEFAULT_PRODUCT_COUNT}, at most ${MAX_PRODUCT_COUNT});
                 on a seeded database, adds products up to N
  -h, --help     show this help

Environment: DATA_DIR (default ./data), DATABASE_URL (postgres://... for PostgreSQL),
APP_ENV (production: each demo account gets a drawn password, printed once)`;

class UsageError extends Error {}

function parseCommandLine(argv: string[]): { products: number | undefined; help: boolean } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { products: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.products === undefined) return { products: undefined, help: values.help ?? false };
  const products = /^\d+$/.test(values.products) ? Number(values.products) : Number.NaN;
  if (!Number.isSafeInteger(products) || products < 1 || products > MAX_PRODUCT_COUNT) {
    throw new UsageError(`--products must be a whole number from 1 to ${MAX_PRODUCT_COUNT}, got "${values.products}"`);
  }
  return { products, help: values.help ?? false };
}

/** A redrawn bar on a terminal; one line per tenth when stderr is a file or pipe (CI logs). */
function progressReporter(stream: NodeJS.WriteStream): (done: number, total: number) => void {
  let lastTenth = -1;
  return (done, total) => {
    const ratio = total > 0 ? done / total : 1;
    const percent = Math.floor(ratio * 100);
    if (stream.isTTY) {
      const filled = Math.round(ratio * 30);
      stream.write(`\r[${'#'.repeat(filled)}${'.'.repeat(30 - filled)}] ${percent}% ${done}/${total} products`);
      if (done >= total) stream.write('\n');
      return;
    }
    const tenth = Math.floor(ratio * 10);
    if (tenth > lastTenth) {
      lastTenth = tenth;
      stream.write(`${percent}% ${done}/${total} products\n`);
    }
  };
}

/**
 * Ctrl-C (or SIGTERM) stops the product load before its next batch, so that a bulk load on
 * PostgreSQL can put back the indexes it set aside; a second one ends the process at once.
 */
function stopOnSignal(): AbortSignal {
  const stop = new AbortController();
  const onSignal = () => {
    process.stderr.write('\nStopping after the batch in progress (Ctrl-C again to end at once)...\n');
    stop.abort();
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return stop.signal;
}

function printSummary(summary: SeedSummary, seconds: number): void {
  const width = Math.max(...Object.keys(summary.counts).map((table) => table.length));
  console.log('Rows per table:');
  for (const [table, count] of Object.entries(summary.counts)) console.log(`  ${table.padEnd(width)}  ${count}`);
  console.log(`Products added: ${summary.addedProducts}; image files: ${summary.imageFiles}`);
  console.log(`Done in ${seconds.toFixed(1)} s`);
}

async function main(): Promise<void> {
  const { products, help } = parseCommandLine(process.argv.slice(2));
  if (help) {
    console.log(USAGE);
    return;
  }
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  const { db, kind } = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  // With a bucket, the demo pictures go there too, for the servers serve them from it; its
  // settings are read (and checked) with the server's configuration only then.
  const storage = process.env.S3_BUCKET ? createStorage(loadConfig()) : undefined;
  try {
    await migrateToLatest(db);
    const started = performance.now();
    const onProgress = progressReporter(process.stderr);
    const signal = stopOnSignal();
    let summary: SeedSummary;
    if (!(await isSeeded(db))) {
      // The URL may carry a password, so only the kind of database is printed.
      console.log(
        `Seeding the demo marketplace (${kind === 'postgres' ? 'PostgreSQL' : path.join(dataDir, 'souk.db')})`,
      );
      const passwords = demoPasswordsFor(process.env.APP_ENV);
      const seeded = await seedDemo(db, { dataDir, products, onProgress, passwords, signal, storage });
      if (passwords === 'random') console.log(drawnPasswordsNotice(seeded.logins));
      summary = seeded;
    } else {
      const existing = await countDemoProducts(db);
      if (products === undefined || products <= existing) {
        console.log(
          `Already seeded with ${existing} demo products; nothing to do (pass --products N above ${existing} to add more).`,
        );
        return;
      }
      console.log(`Adding demo products ${existing + 1} to ${products}`);
      summary = await addDemoProducts(db, { dataDir, products, onProgress, signal, storage });
    }
    printSummary(summary, (performance.now() - started) / 1000);
  } finally {
    await storage?.close();
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (error instanceof DOMException && error.name === 'AbortError') {
    console.error('Stopped.');
    process.exitCode = 130;
    return;
  }
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
