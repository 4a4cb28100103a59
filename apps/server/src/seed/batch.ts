import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/types.ts';

// SQLite binds at most 32766 parameters per statement (PostgreSQL 65535); 500 rows per
// statement amortises the round trip without building huge statements.
const MAX_PARAMETERS = 32_000;
const MAX_ROWS = 500;

/** A table, column, index or schema name as an SQL identifier (both databases quote alike). */
export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Rows per multi-row statement for rows of `columns` bound values each. */
export const rowsPerStatement = (columns: number) =>
  Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / Math.max(1, columns))));

/** Rows per multi-row statement for rows with the columns of `rows[0]`. */
const chunkSize = (rows: readonly object[]) => rowsPerStatement(Object.keys(rows[0] ?? {}).length);

/** Multi-row inserts of `rows` (all with the same columns) in parameter-safe chunks. */
export async function insertRows<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const size = chunkSize(rows);
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

/**
 * Inserts rows and returns the generated ids keyed by a unique column. Keys rather than
 * positions: neither database promises RETURNING rows in VALUES order.
 */
export async function insertReturningIds<T extends keyof Database & string, K extends string>(
  db: Kysely<Database>,
  table: T,
  key: K,
  rows: readonly (Insertable<Database[T]> & Record<K, string>)[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const size = chunkSize(rows);
  for (let i = 0; i < rows.length; i += size) {
    const returned = (await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .returning(['id', key] as never)
      .execute()) as unknown as Array<{ id: number } & Record<K, string>>;
    for (const row of returned) ids.set(row[key], row.id);
  }
  return ids;
}
