import { CompiledQuery, type Kysely, PostgresAdapter } from 'kysely';
import type { Database } from '../db/types.ts';
import { quoteName, rowsPerStatement } from './batch.ts';
import { copyRows } from './copy-in.ts';

/** A value every row of a table gets alike. */
export type FixedValue = string | number | null;

/**
 * Rows of one table as one flat list of values, row after row in the order of `columns`: a
 * list crosses between threads at the cost of its values, where an object per row would be
 * copied key by key. `fixed` holds the values all the rows share (a translation's entity,
 * language and field), written once into the statement instead of bound row by row.
 */
export interface TableRows {
  table: keyof Database & string;
  columns: readonly string[];
  fixed: Readonly<Record<string, FixedValue>>;
  values: unknown[];
}

export const rowCount = (rows: TableRows) => rows.values.length / rows.columns.length;

/** Puts `values[i]` into column `column` of row i (a column generated with nulls for it). */
export function fillColumn(rows: TableRows, column: string, values: readonly unknown[]): void {
  const width = rows.columns.length;
  const offset = rows.columns.indexOf(column);
  if (offset < 0) throw new Error(`${rows.table} rows have no ${column} column`);
  for (let row = 0; row < values.length; row++) rows.values[row * width + offset] = values[row];
}

/** SQLite statement texts by table, columns and row count: a load reuses a handful of them. */
const inserts = new Map<string, string>();

/**
 * Writes `rows` for the product load, which writes millions of rows: a COPY on PostgreSQL
 * (copy-in.ts); on SQLite multi-row inserts whose text is made once and reused, where Kysely
 * would build and compile a query per statement (20 s of a million-product seed). Binding the
 * values is most of what such an insert costs, so the shared ones are literals of the text.
 */
export async function writeRows(db: Kysely<Database>, rows: TableRows): Promise<void> {
  const count = rowCount(rows);
  if (!(count > 0)) return;
  if (db.getExecutor().adapter instanceof PostgresAdapter) return copyRows(db, rows);
  const width = rows.columns.length;
  const size = rowsPerStatement(width);
  for (let start = 0; start < count; start += size) {
    const chunk = Math.min(size, count - start);
    await db.executeQuery(
      CompiledQuery.raw(insertText(rows, chunk), rows.values.slice(start * width, (start + chunk) * width)),
    );
  }
}

function insertText(rows: TableRows, count: number): string {
  const fixed = Object.entries(rows.fixed);
  const key = `${rows.table}(${rows.columns.join()})${JSON.stringify(fixed)}x${count}`;
  let text = inserts.get(key);
  if (text === undefined) {
    const columns = [...fixed.map(([column]) => column), ...rows.columns].map(quoteName).join(', ');
    const tuple = `(${[...fixed.map(([, value]) => literal(value)), ...rows.columns.map(() => '?')].join(', ')})`;
    text = `insert into ${quoteName(rows.table)} (${columns}) values ${Array(count).fill(tuple).join(', ')}`;
    inserts.set(key, text);
  }
  return text;
}

function literal(value: FixedValue): string {
  if (value === null) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`cannot write ${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}
