import { Piscina } from 'piscina';
import { ReadPlacement } from './read-placement.ts';
import { openReader } from './sqlite-reader.mjs';

interface Answer {
  rows?: unknown[][];
  /** How long SQLite took, on whichever thread ran it. */
  ms?: number;
  error?: { message: string; code?: string };
}

/** An error a reader thread answered, with its SQLite code (SQLITE_BUSY, ...) kept. */
export class SqliteReadError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code: string | undefined) {
    super(message);
    this.name = 'SqliteError';
    this.code = code;
  }
}

// The worker is plain JavaScript beside this file in the source tree, and bundled beside the
// entry point (dist/) in a build, where this module's URL is the entry's.
const workerFile = new URL(
  import.meta.url.endsWith('.ts') ? './sqlite-read-worker.mjs' : './sqlite-read-worker.js',
  import.meta.url,
);

/**
 * Read-only connections to the embedded database on `threads` worker threads. better-sqlite3
 * runs a query on the thread that calls it, so on the server's thread a slow read held every
 * other request (a cart, a chat message) until it finished; on these threads reads run beside
 * the server's thread and beside each other, on as many cores as there are threads. WAL lets
 * them read while the server's connection writes; each sees every transaction committed before
 * it starts, as a PostgreSQL connection would. Statements that have always answered in well
 * under the cost of the hop run on a read-only connection of the server's thread instead
 * (read-placement.ts): the same view of the database, without the hand-off.
 */
export class SqliteReadPool {
  readonly #pool: Piscina;
  readonly #here: ReturnType<typeof openReader>;
  readonly #placement = new ReadPlacement();

  constructor(file: string, threads: number) {
    this.#pool = new Piscina({
      filename: workerFile.href,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      workerData: { file },
    });
    this.#here = openReader(file);
  }

  /** The rows of one read, as arrays in the statement's column order. */
  async read(sql: string, parameters: readonly unknown[]): Promise<unknown[][]> {
    const task = { sql, parameters };
    const answer = (this.#placement.here(sql) ? this.#here.read(task) : await this.#pool.run(task)) as Answer;
    if (answer.error) throw new SqliteReadError(answer.error.message, answer.error.code);
    this.#placement.took(sql, answer.ms ?? 0);
    return answer.rows ?? [];
  }

  /**
   * Ends the threads once the reads they run have answered: destroying them under a read left
   * its answer arriving for a task the pool had forgotten, which piscina throws as an uncaught
   * error (seen as a server closing while a background job read).
   */
  async close(): Promise<void> {
    await this.#pool.close();
    this.#here.close();
  }
}
