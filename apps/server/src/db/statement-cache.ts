import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import type pg from 'pg';

/**
 * Kysely prepares every query afresh, and on a busy shop SQLite spends a fifth of its time
 * compiling the same few hundred statements. This hands Kysely the prepared statement from
 * the last time it saw the same SQL. Least recently used statements are dropped past `limit`
 * (queries with IN lists of every length would otherwise grow the cache without end). A
 * statement still iterating a stream cannot run again, so such a one is prepared fresh.
 */
export function cachingStatements(sqlite: SQLite.Database, limit = 500): CachingStatements {
  const statements = new Map<string, Entry>();
  const entryOf = (sql: string) => {
    const cached = statements.get(sql);
    if (cached && !cached.statement.busy) {
      // Re-inserting moves the statement to the young end of the Map's order.
      statements.delete(sql);
      statements.set(sql, cached);
      return cached;
    }
    const statement = sqlite.prepare(sql);
    const entry = { statement, ...objectRows(statement) };
    statements.set(sql, entry);
    if (statements.size > limit) statements.delete(statements.keys().next().value as string);
    return entry;
  };
  return {
    close: () => sqlite.close(),
    prepare: (sql) => entryOf(sql).reading,
    readOnly(sql) {
      const { statement, toObject } = entryOf(sql);
      return statement.readonly && toObject ? (rows) => rows.map(toObject) : undefined;
    },
  };
}

export interface CachingStatements extends SqliteDatabase {
  /**
   * For a statement that only reads, what makes its rows (read as arrays, in column order)
   * the objects Kysely expects; for any other, undefined.
   */
  readOnly(sql: string): ((rows: unknown[][]) => unknown[]) | undefined;
}

interface Entry {
  statement: SQLite.Statement;
  reading: SqliteStatement;
  toObject?: (row: unknown[]) => unknown;
}

/**
 * better-sqlite3 builds each row's object through V8's API a property at a time, which took a
 * quarter of the cart's read (33 columns). Rows are read as arrays instead and made objects by
 * a function compiled once per statement, an object literal V8 creates in one go. The keys are
 * the statement's column names; a later column of the same name wins, as in better-sqlite3.
 */
function objectRows(statement: SQLite.Statement): Omit<Entry, 'statement'> {
  if (!statement.reader) return { reading: statement };
  const names = statement.columns().map((column) => column.name);
  // A computed key for __proto__, which as a plain key would set the object's prototype.
  const key = (name: string) => (name === '__proto__' ? `[${JSON.stringify(name)}]` : JSON.stringify(name));
  const fields = names.map((name, i) => `${key(name)}: row[${i}]`).join(', ');
  // The column names are quoted as string literals, so no name can be read as code.
  const toObject = new Function('row', `return { ${fields} };`) as (row: unknown[]) => unknown;
  statement.raw(true);
  return {
    toObject,
    reading: {
      reader: true,
      all: (parameters) => (statement.all(parameters) as unknown[][]).map(toObject),
      run: (parameters) => statement.run(parameters),
      *iterate(parameters) {
        for (const row of statement.iterate(parameters) as IterableIterator<unknown[]>) yield toObject(row);
      },
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
