// A read-only connection to the embedded database: on each reader thread
// (sqlite-read-worker.mjs) and, for the reads quicker than a hop to a thread, on the server's
// own (sqlite-read-pool.ts). Plain JavaScript, as the worker that imports it.
import SQLite from 'better-sqlite3';

/** Prepared statements kept per connection, least recently used dropped past it (as statement-cache.ts). */
const LIMIT = 500;

/**
 * Opens `file` read-only; returns what runs one read: its rows as arrays (cheaper to pass
 * between threads than objects) and how long SQLite took, or the failure, answered rather than
 * thrown so its SQLite code reaches the server's error handling from a thread too.
 */
export function openReader(file) {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  // A writer checkpointing the WAL can hold the file briefly; wait as the server's connection does.
  sqlite.pragma('busy_timeout = 5000');
  const statements = new Map();
  const prepared = (sql) => {
    let statement = statements.get(sql);
    if (statement) statements.delete(sql);
    else statement = sqlite.prepare(sql).raw(true);
    statements.set(sql, statement);
    if (statements.size > LIMIT) statements.delete(statements.keys().next().value);
    return statement;
  };
  const read = ({ sql, parameters }) => {
    try {
      const started = performance.now();
      const rows = prepared(sql).all(parameters);
      return { rows, ms: performance.now() - started };
    } catch (error) {
      return { error: { message: error.message, code: error.code } };
    }
  };
  return { read, close: () => sqlite.close() };
}
