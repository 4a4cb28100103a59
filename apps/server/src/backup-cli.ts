/**
 * `npm run backup [-- FILE]`: a consistent copy of the embedded SQLite database, taken while the
 * shop keeps running. Without FILE it goes to DATA_DIR/backups/souk-<UTC time>.db.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config.ts';
import { formatBytes, runDatabaseCommand } from './db/backup/cli.ts';
import { copySqliteDatabase } from './db/backup/sqlite-backup.ts';
import { inspectSoukDatabase } from './db/backup/sqlite-file.ts';

const USAGE = `Usage: npm run backup [-- FILE]

  Copies the SQLite database (DATA_DIR/souk.db) to FILE, or to DATA_DIR/backups/souk-<time>.db,
  while the server keeps running. Uploaded files live in DATA_DIR/uploads: copy that folder too.
  With S3_BUCKET they live in that bucket instead, and no backup here holds them: keep the
  bucket's own copies (versioning, replication, or a sync of its uploads/ folder).

Environment: DATA_DIR (default ./data) and S3_BUCKET, as for the server.`;

const POSTGRES = `DATABASE_URL names PostgreSQL: back it up with its own tools, e.g.
  pg_dump --format=custom --file=souk.dump "$DATABASE_URL"`;

runDatabaseCommand(USAGE, POSTGRES, { fileRequired: false }, (file, database) => {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = path.resolve(file ?? path.join(database.dataDir, 'backups', `souk-${stamp}.db`));
  copySqliteDatabase(database.file, target);
  const summary = inspectSoukDatabase(target, database.knownMigrations);
  console.log(
    `Backed up ${database.file} to ${target} (${formatBytes(statSync(target).size)}, ` +
      `${summary.orders} orders, migrations up to ${summary.migrations.at(-1) ?? 'none'}).`,
  );
  const bucket = loadConfig().S3_BUCKET;
  if (bucket) {
    console.log(
      `Uploaded files are kept in the bucket ${bucket} (S3_BUCKET), not in DATA_DIR/uploads: this backup does ` +
        "not hold them. Keep the bucket's own copies (versioning, replication, or a sync of its uploads/ folder).",
    );
  }
});
