import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * Kysely prepares every query afresh, and on a busy shop SQLite spends a fifth of its time
 * compiling the same few hundred statements. This hands Kysely the prepared statement from
 * the last time it saw the same SQL. Least recently used statements are dropped past `limit`
 * (queries with IN lists of every length would otherwise grow the cache without end). A
 * statement still iterating a stream cannot run again, so such a one is prepared fresh.
 */
export function cachingStatements(sqlite: SQLite.Database, limit = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        // Re-inserting moves the statement to the young end of the Map's order.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > limit) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}
