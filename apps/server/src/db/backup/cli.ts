import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.ts';
import { databaseKind, sqliteFile } from '../database.ts';
import { migrations } from '../migrations/index.ts';
import { BackupError } from './sqlite-file.ts';

export interface EmbeddedDatabase {
  dataDir: string;
  /** The SQLite file the server opens for this configuration. */
  file: string;
  knownMigrations: string[];
}

class UsageError extends Error {}

/**
 * Runs a backup or restore command: `--help` prints `usage`; the database is found from the
 * environment exactly as the server finds it (DATA_DIR, DATABASE_URL). PostgreSQL has its own
 * tools, so with a postgres:// DATABASE_URL the command names them instead. Exit codes: 1 for a
 * refusal or failure, 2 for a wrong command line or configuration.
 */
export function runDatabaseCommand(
  usage: string,
  postgresHint: string,
  options: { fileRequired: boolean },
  command: (file: string | undefined, database: EmbeddedDatabase) => void,
): void {
  try {
    const { values, positionals } = parseCommandLine();
    if (values.help) {
      console.log(usage);
      return;
    }
    if (positionals.length > 1) throw new UsageError('Give at most one file.');
    if (options.fileRequired && positionals.length === 0) throw new UsageError('Name the file.');
    const config = loadConfig();
    if (databaseKind(config.DATABASE_URL) === 'postgres') throw new UsageError(postgresHint);
    command(positionals[0], {
      dataDir: config.dataDir,
      file: sqliteFile(config.dataDir),
      knownMigrations: Object.keys(migrations),
    });
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      console.error(`${error.message}\n\n${usage}`);
      process.exitCode = 2;
    } else if (error instanceof BackupError) {
      console.error(error.message);
      process.exitCode = 1;
    } else {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exitCode = 1;
    }
  }
}

function parseCommandLine() {
  try {
    return parseArgs({ options: { help: { type: 'boolean', short: 'h' } }, strict: true, allowPositionals: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

export function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
