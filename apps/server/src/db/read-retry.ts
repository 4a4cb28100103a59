import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  Kysely,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/**
 * PostgreSQL ended the session (57P01 shut down or terminated, 57P02 crash, 57P05 idle timeout),
 * a connection exception (class 08), or the socket went without a word: the statement never ran
 * to an answer on that session, and another session may well answer it. A database that is
 * down or starting (refused, 57P03, no free connection in time) is not: it is answered 503.
 */
const SESSION_LOST_CODES = /^(57P0[125]|08[0-9A-Z]{3}|ECONNRESET|EPIPE)$/;
const SESSION_LOST_MESSAGES = /^(Connection terminated unexpectedly|Client has encountered a connection error)/;

function sessionLost(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    (typeof code === 'string' && SESSION_LOST_CODES.test(code)) ||
    (typeof message === 'string' && SESSION_LOST_MESSAGES.test(message))
  );
}

/**
 * `dialect`, whose reads outside a transaction that fail because their session was lost are
 * sent again on another connection, so a shopper browsing while PostgreSQL drops idle sessions
 * gets the page rather than a 503 (ADR 3). `retries`: the pool's size, since after a restart,
 * a failover or an administrator ending sessions each idle connection the pool still holds may
 * be dead, and the pool hears of them one by one (each dead one a retry takes is discarded).
 * Only SELECTs: a write whose session died may have committed before its answer was lost, and a
 * statement inside a transaction belongs to that session. Writes and transactions still fail,
 * and are answered 503 (plugins/errors.ts).
 */
export function retryingReads(dialect: Dialect, retries: number): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => dialect.createIntrospector(db),
    createDriver: () => new ReadRetryingDriver(dialect.createDriver(), retries),
  };
}

class ReadRetryingDriver implements Driver {
  readonly #driver: Driver;
  readonly #retries: number;
  /** The driver's connection behind each one handed out (null once given back). */
  readonly #inner = new WeakMap<DatabaseConnection, DatabaseConnection | null>();
  /** Connections inside a transaction: their statements are never sent elsewhere. */
  readonly #inTransaction = new WeakSet<DatabaseConnection>();

  constructor(driver: Driver, retries: number) {
    this.#driver = driver;
    this.#retries = retries;
  }

  init(): Promise<void> {
    return this.#driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.#driver.acquireConnection();
    const outer: DatabaseConnection = {
      executeQuery: <R>(query: CompiledQuery) => this.#execute<R>(outer, query),
      streamQuery: <R>(query: CompiledQuery, chunkSize?: number) =>
        this.#unwrap(outer).streamQuery<R>(query, chunkSize),
    };
    this.#inner.set(outer, connection);
    return outer;
  }

  async #execute<R>(outer: DatabaseConnection, query: CompiledQuery): Promise<QueryResult<R>> {
    let connection = this.#unwrap(outer);
    try {
      return await connection.executeQuery<R>(query);
    } catch (error) {
      if (this.#inTransaction.has(outer) || query.query.kind !== 'SelectQueryNode' || !sessionLost(error)) throw error;
      for (let attempt = 0; attempt < this.#retries; attempt += 1) {
        // The lost session's connection goes back first (the pool discards it): holding it
        // while waiting for another, ten requests could hold all ten and wait for each other.
        this.#inner.set(outer, null);
        await this.#driver.releaseConnection(connection);
        connection = await this.#driver.acquireConnection();
        this.#inner.set(outer, connection);
        try {
          return await connection.executeQuery<R>(query);
        } catch (again) {
          if (!sessionLost(again)) throw again;
        }
      }
      throw error;
    }
  }

  #unwrap(outer: DatabaseConnection): DatabaseConnection {
    const connection = this.#inner.get(outer);
    if (!connection) throw new Error('The database connection was given back.');
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    this.#inTransaction.add(connection);
    await this.#driver.beginTransaction(this.#unwrap(connection), settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.#driver.commitTransaction(this.#unwrap(connection));
    } finally {
      this.#inTransaction.delete(connection);
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.#driver.rollbackTransaction(this.#unwrap(connection));
    } finally {
      this.#inTransaction.delete(connection);
    }
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.#driver.savepoint?.(this.#unwrap(connection), name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.#driver.rollbackToSavepoint?.(this.#unwrap(connection), name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.#driver.releaseSavepoint?.(this.#unwrap(connection), name, compile);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const inner = this.#inner.get(connection);
    this.#inner.delete(connection);
    this.#inTransaction.delete(connection);
    // None when a retry gave its connection back and found no other.
    if (inner) await this.#driver.releaseConnection(inner);
  }

  destroy(): Promise<void> {
    return this.#driver.destroy();
  }
}
