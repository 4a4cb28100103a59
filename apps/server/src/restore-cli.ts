/**
 * `npm run restore -- FILE`: puts a backup taken with `npm run backup` in place of the embedded
 * SQLite database. The server must be stopped first; the command refuses while it runs.
 */
import path from 'node:path';
import { loadConfig } from './config.ts';
import { runDatabaseCommand } from './db/backup/cli.ts';
import { restoreSqliteDatabase } from './db/backup/sqlite-restore.ts';

const USAGE = `Usage: npm run restore -- FILE

  Replaces the SQLite database (DATA_DIR/souk.db) with the backup FILE. Stop the server first:
  the command refuses while a server has the database open. FILE must be a Souk database; the
  replaced one is kept as souk.db.before-restore-<time>. Restore DATA_DIR/uploads separately
  (with S3_BUCKET, uploads live in that bucket: the restore leaves it as it is).

Environment: DATA_DIR (default ./data) and S3_BUCKET, as for the server.`;

const POSTGRES = `DATABASE_URL names PostgreSQL: restore it with its own tools, e.g.
  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" souk.dump`;

runDatabaseCommand(USAGE, POSTGRES, { fileRequired: true }, (file = '', database) => {
  const backup = path.resolve(file);
  const result = restoreSqliteDatabase(backup, database.file, database.knownMigrations);
  console.log(`Restored ${database.file} from ${backup} (${result.orders} orders).`);
  if (result.previous) console.log(`The database it replaced is kept as ${result.previous}.`);
  const bucket = loadConfig().S3_BUCKET;
  if (bucket) {
    console.log(
      `Uploaded files are kept in the bucket ${bucket} (S3_BUCKET) and were not restored: ` +
        'pictures uploaded after the backup stay there, unnamed by the restored database.',
    );
  }
  console.log('Start the server: it brings the schema up to date if the backup is older.');
});
