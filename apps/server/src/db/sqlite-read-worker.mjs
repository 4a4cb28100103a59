// A read-only connection to the embedded database on a worker thread (db/sqlite-read-pool.ts).
// Plain JavaScript: the pool starts it from the source tree in tests and from dist/ when built.
import { workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const sqlite = new SQLite(workerData.file, { readonly: true, fileMustExist: true });
// A writer checkpointing the WAL can hold the file briefly; wait as the server's connection does.
sqlite.pragma('busy_timeout = 5000');

/** Prepared statements by SQL, least recently used dropped past the limit (as statement-cache.ts). */
const statements = new Map();
const LIMIT = 500;

function prepared(sql) {
  let statement = statements.get(sql);
  if (statement) statements.delete(sql);
  else statement = sqlite.prepare(sql).raw(true);
  statements.set(sql, statement);
  if (statements.size > LIMIT) statements.delete(statements.keys().next().value);
  return statement;
}

/**
 * Runs one read and answers its rows as arrays (cheaper to pass between threads than objects);
 * a failure is answered, not thrown, so its SQLite code reaches the server's error handling.
 */
export default function read({ sql, parameters }) {
  try {
    return { rows: prepared(sql).all(parameters) };
  } catch (error) {
    return { error: { message: error.message, code: error.code } };
  }
}
