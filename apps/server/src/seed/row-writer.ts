import { CompiledQuery, type Insertable, type Kysely, PostgresAdapter } from 'kysely';
import type { Database } from '../db/types.ts';
import { chunkSize, quoteName } from './batch.ts';
import { copyRows } from './copy-in.ts';

/** SQLite statement texts by table, columns and row count: a load reuses a handful of them. */
const inserts = new Map<string, string>();

/**
 * Writes `rows` (all with the columns of the first) for the product load, which writes millions
 * of rows: a COPY on PostgreSQL (copy-in.ts); on SQLite multi-row inserts whose text is made
 * once and reused, where Kysely would build and compile a query per statement (20 s of a
 * million-product seed).
 */
export async function writeRows<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (first === undefined) return;
  const columns = Object.keys(first);
  const records = rows as readonly Record<string, unknown>[];
  if (db.getExecutor().adapter instanceof PostgresAdapter) return copyRows(db, table, columns, records);
  const size = chunkSize(rows);
  for (let start = 0; start < rows.length; start += size) {
    const chunk = records.slice(start, start + size);
    const key = `${table}(${columns.join()})x${chunk.length}`;
    let text = inserts.get(key);
    if (text === undefined) {
      const tuple = `(${columns.map(() => '?').join(', ')})`;
      text = `insert into ${quoteName(table)} (${columns.map(quoteName).join(', ')}) values ${Array(chunk.length).fill(tuple).join(', ')}`;
      inserts.set(key, text);
    }
    const values: unknown[] = [];
    for (const row of chunk) for (const column of columns) values.push(row[column]);
    await db.executeQuery(CompiledQuery.raw(text, values));
  }
}
