import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import type pg from 'pg';

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

/**
 * node-postgres sends Kysely's queries unnamed, so PostgreSQL parses and plans each one on every
 * call: planning the cart's nine-table read took 2.5 ms of its 2.8. This names the first `limit`
 * distinct SQL texts the server sends; node-postgres then prepares each once per connection and
 * PostgreSQL keeps its plan. Texts past the limit (IN lists of rarer lengths) stay unnamed, so
 * no connection holds more than `limit` prepared statements.
 */
export function namingStatements(pool: pg.Pool, limit = 200): pg.Pool {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name && names.size < limit) {
      name = `souk_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    // Kysely calls query(text, values); cursors and anything else pass through untouched.
    client.query = ((...args: unknown[]) => {
      const [text, values] = args;
      const name = args.length === 2 && typeof text === 'string' && Array.isArray(values) ? nameOf(text) : undefined;
      return name ? query({ name, text, values }) : query(...args);
    }) as typeof client.query;
  });
  return pool;
}
