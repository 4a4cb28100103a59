import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import SQLite from 'better-sqlite3';

/** What a backup or restore refuses to do, said in words an operator can act on. */
export class BackupError extends Error {}

export interface SoukDatabaseSummary {
  /** Applied migrations, oldest first. */
  migrations: string[];
  orders: number;
}

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

function startsWithSqliteHeader(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(SQLITE_HEADER.length);
    return readSync(fd, head, 0, head.length, 0) === head.length && head.equals(SQLITE_HEADER);
  } finally {
    closeSync(fd);
  }
}

/**
 * Checks that `file` is an undamaged Souk database this server can run (its migrations table
 * names none this server lacks; older ones are brought up to date at start) and summarises it.
 */
export function inspectSoukDatabase(file: string, knownMigrations: readonly string[]): SoukDatabaseSummary {
  if (!existsSync(file)) throw new BackupError(`There is no file at ${file}.`);
  if (!startsWithSqliteHeader(file)) throw new BackupError(`${file} is not an SQLite database.`);
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`${file} is damaged (${String(check)}).`);
    const hasTable = (name: string) =>
      db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
    if (!hasTable('kysely_migration')) {
      throw new BackupError(`${file} is not a Souk database (it has no migrations table).`);
    }
    const migrations = db.prepare('SELECT name FROM kysely_migration ORDER BY name').pluck().all() as string[];
    const unknown = migrations.filter((name) => !knownMigrations.includes(name));
    if (unknown.length > 0) {
      throw new BackupError(
        `${file} comes from a newer Souk (migrations ${unknown.join(', ')}); upgrade this one first.`,
      );
    }
    const orders = hasTable('orders') ? (db.prepare('SELECT count(*) FROM orders').pluck().get() as number) : 0;
    return { migrations, orders };
  } finally {
    db.close();
  }
}
