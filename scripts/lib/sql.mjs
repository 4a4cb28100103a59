// Plain SQL on a test run's database, SQLite file or PostgreSQL, written with `?` markers.
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

/** Opens the database the server under test will use, and the environment that points it there. */
export async function openSql(kind, dataDir, pgDatabase) {
  if (kind === 'postgres') {
    const admin = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    const adminClient = new pg.Client({ connectionString: admin.toString() });
    await adminClient.connect();
    await adminClient.query(`DROP DATABASE IF EXISTS ${pgDatabase}`);
    await adminClient.query(`CREATE DATABASE ${pgDatabase}`);
    await adminClient.end();
    const url = Object.assign(new URL(admin), { pathname: `/${pgDatabase}` }).toString();
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    return {
      env: { DATABASE_URL: url },
      query: async (text, values = []) => {
        let n = 0;
        return (
          await pool.query(
            text.replace(/\?/g, () => `$${++n}`),
            values,
          )
        ).rows;
      },
      close: () => pool.end(),
    };
  }
  // The server creates the file; each query opens it afresh, as the server may have been killed.
  const file = path.join(dataDir, 'souk.db');
  return {
    env: {},
    query: async (text, values = []) => {
      const db = new Database(file);
      try {
        const statement = db.prepare(text);
        return statement.reader ? statement.all(values) : (statement.run(values), []);
      } finally {
        db.close();
      }
    },
    close: async () => undefined,
  };
}
