import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  SqliteDialect,
  type TransactionSettings,
} from 'kysely';
import type { SqliteReadPool } from './sqlite-read-pool.ts';
import type { CachingStatements } from './statement-cache.ts';

/**
 * Kysely's SQLite dialect with reads sent to a pool of reader threads: a statement that only
 * reads, outside a transaction, runs on the pool; writes and every statement of a transaction
 * run on the server's connection, one holder at a time, as in Kysely's own driver (which this
 * wraps). A transaction therefore still sees its own writes, and the per-customer lock of
 * db/customer-lock.ts (a transaction on the one writing connection) still orders writers.
 */
export class SqliteRoutingDialect extends SqliteDialect {
  readonly #database: CachingStatements;
  readonly #pool: SqliteReadPool;

  constructor(database: CachingStatements, pool: SqliteReadPool) {
    super({ database });
    this.#database = database;
    this.#pool = pool;
  }

  override createDriver(): Driver {
    return new RoutingDriver(super.createDriver(), this.#database, this.#pool);
  }
}

class RoutingDriver implements Driver {
  constructor(
    readonly writer: Driver,
    readonly database: CachingStatements,
    readonly pool: SqliteReadPool,
  ) {}

  init = () => this.writer.init();
  acquireConnection = async (): Promise<DatabaseConnection> => new RoutingConnection(this);

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const held = await routing(connection).hold();
    await this.writer.beginTransaction(held, settings);
  }
  commitTransaction = (connection: DatabaseConnection) => this.writer.commitTransaction(routing(connection).held());
  rollbackTransaction = (connection: DatabaseConnection) => this.writer.rollbackTransaction(routing(connection).held());
  savepoint = (connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) =>
    this.writer.savepoint!(routing(connection).held(), name, compile);
  rollbackToSavepoint = (connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) =>
    this.writer.rollbackToSavepoint!(routing(connection).held(), name, compile);
  releaseSavepoint = (connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) =>
    this.writer.releaseSavepoint!(routing(connection).held(), name, compile);
  releaseConnection = (connection: DatabaseConnection) => routing(connection).letGo();

  async destroy() {
    await this.pool.close();
    await this.writer.destroy();
  }
}

const routing = (connection: DatabaseConnection) => connection as RoutingConnection;

/** A connection handed to Kysely: it takes the writing connection only when a statement needs it. */
class RoutingConnection implements DatabaseConnection {
  #writer: DatabaseConnection | undefined;

  constructor(readonly driver: RoutingDriver) {}

  /** Takes the writing connection (waiting for its holder) until letGo. */
  async hold(): Promise<DatabaseConnection> {
    this.#writer ??= await this.driver.writer.acquireConnection();
    return this.#writer;
  }

  held(): DatabaseConnection {
    if (!this.#writer) throw new Error('no transaction on this connection');
    return this.#writer;
  }

  async letGo(): Promise<void> {
    const writer = this.#writer;
    this.#writer = undefined;
    if (writer) await this.driver.writer.releaseConnection(writer);
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#writer) return this.#writer.executeQuery<R>(query);
    const toObjects = this.driver.database.readOnly(query.sql);
    if (toObjects) return { rows: toObjects(await this.driver.pool.read(query.sql, query.parameters)) as R[] };
    try {
      return await (await this.hold()).executeQuery<R>(query);
    } finally {
      await this.letGo();
    }
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    const holding = this.#writer !== undefined;
    try {
      yield* (await this.hold()).streamQuery<R>(query, chunkSize);
    } finally {
      if (!holding) await this.letGo();
    }
  }
}
