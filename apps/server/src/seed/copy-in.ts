import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { quoteName } from './batch.ts';
import type { TableRows } from './row-writer.ts';

/** The node-postgres connection calls a query object makes while it runs. */
interface Connection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

/** A value in COPY's text format: \N for null, backslash escapes for what would end a field. */
function field(value: unknown): string {
  if (typeof value !== 'string') return value === null || value === undefined ? '\\N' : String(value);
  return SPECIAL.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c] ?? c) : value;
}
const SPECIAL = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/**
 * `COPY table FROM STDIN` as a node-postgres query object. node-postgres runs any object with a
 * submit() method as a query (the interface pg-cursor and pg-query-stream build on), and
 * Kysely hands the compiled query's text to the client as it is, so the object goes in the
 * text's place and the copy runs on the session, inside its transaction. It is a thenable:
 * Kysely's await lasts until the server has taken every row.
 */
class CopyIn {
  private readonly done: Promise<{ rows: [] }>;
  private settle!: { resolve: (result: { rows: [] }) => void; reject: (error: unknown) => void };

  constructor(
    private readonly text: string,
    private readonly data: string,
  ) {
    this.done = new Promise((resolve, reject) => (this.settle = { resolve, reject }));
  }

  then<T, E = never>(resolved: (result: { rows: [] }) => T, rejected?: (error: unknown) => E): Promise<T | E> {
    return this.done.then(resolved, rejected);
  }

  submit(connection: Connection): void {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: Connection): void {
    connection.sendCopyFromChunk(Buffer.from(this.data));
    connection.endCopyFrom();
  }

  /** The server refused the rows, or the connection was lost (no ready-for-query follows). */
  handleError(error: unknown): void {
    this.settle.reject(error);
  }

  handleReadyForQuery(): void {
    this.settle.resolve({ rows: [] });
  }

  handleCommandComplete(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
}

/**
 * Copies `rows` into their table on PostgreSQL. The server parses COPY's text two to three
 * times faster than an INSERT reading the rows from JSON or arrays, and its work is what a
 * large load waits for.
 */
export async function copyRows(db: Kysely<Database>, rows: TableRows): Promise<void> {
  const fixed = Object.entries(rows.fixed);
  const shared = fixed.map(([, value]) => `${field(value)}\t`).join('');
  const width = rows.columns.length;
  const { values } = rows;
  const lines: string[] = [];
  for (let start = 0; start < values.length; start += width) {
    let line = shared + field(values[start]);
    for (let i = start + 1; i < start + width; i++) line += `\t${field(values[i])}`;
    lines.push(line);
  }
  const columns = [...fixed.map(([column]) => column), ...rows.columns].map(quoteName).join(', ');
  const copy = new CopyIn(`copy ${quoteName(rows.table)} (${columns}) from stdin`, `${lines.join('\n')}\n`);
  await db.executeQuery(CompiledQuery.raw(copy as unknown as string));
}
