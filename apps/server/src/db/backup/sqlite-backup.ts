import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { BackupError } from './sqlite-file.ts';

/**
 * Writes a consistent copy of the database at `source` to `target` with VACUUM INTO: one read
 * transaction, so the copy is the database as of one moment even while a running server keeps
 * committing (in WAL mode, its writes are not blocked meanwhile). The copy is written beside
 * `target` and renamed into place once on disk, so `target` is never a half-written file.
 */
export function copySqliteDatabase(source: string, target: string): void {
  if (!existsSync(source)) throw new BackupError(`There is no database at ${source}.`);
  if (existsSync(target)) throw new BackupError(`${target} already exists; choose another name.`);
  mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  // Not read-only: a read-only connection cannot tidy the log files away when it is the last.
  const db = new SQLite(source, { fileMustExist: true, timeout: 5000 });
  try {
    db.prepare('VACUUM INTO ?').run(partial);
  } finally {
    db.close();
  }
  const fd = openSync(partial, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(partial, target);
}
