import { existsSync, renameSync, rmSync } from 'node:fs';
import SQLite, { SqliteError } from 'better-sqlite3';
import { copySqliteDatabase } from './sqlite-backup.ts';
import { BackupError, inspectSoukDatabase, type SoukDatabaseSummary } from './sqlite-file.ts';

/**
 * Refuses while any process has the database open. A running server keeps a connection open in
 * WAL mode, and while it does nobody else can take the file's exclusive lock.
 */
function assertNotInUse(file: string): void {
  if (!existsSync(file)) return;
  const db = new SQLite(file, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
  } catch (error) {
    if (error instanceof SqliteError && error.code.startsWith('SQLITE_BUSY')) {
      throw new BackupError(`${file} is in use (is the Souk server running?). Stop the server, then restore.`);
    }
    throw error;
  } finally {
    db.close();
  }
}

export interface RestoreResult extends SoukDatabaseSummary {
  /** Where the database that was replaced now lives, if there was one. */
  previous: string | null;
}

/**
 * Replaces the database at `target` with the backup at `backup`, after checking that the
 * backup is a Souk database this server can run and that no server holds `target`. The
 * replaced database is kept beside it, renamed, so a wrong restore can be undone.
 */
export function restoreSqliteDatabase(
  backup: string,
  target: string,
  knownMigrations: readonly string[],
): RestoreResult {
  const summary = inspectSoukDatabase(backup, knownMigrations);
  assertNotInUse(target);
  const incoming = `${target}.restoring`;
  rmSync(incoming, { force: true });
  copySqliteDatabase(backup, incoming);
  let previous: string | null = null;
  if (existsSync(target)) {
    previous = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(target, previous);
    // A write-ahead log belongs to the file it was written for: it goes with the old one.
    if (existsSync(`${target}-wal`)) renameSync(`${target}-wal`, `${previous}-wal`);
  }
  rmSync(`${target}-shm`, { force: true });
  renameSync(incoming, target);
  return { ...summary, previous };
}
