import { PostgresAdapter } from 'kysely';
import { lockCustomer } from './customer-lock-queries.ts';
import type { Db } from './database.ts';

/**
 * Runs `work` in one transaction that holds the customer's lock until it commits or rolls back.
 * Everything that reads a customer's cart lines or addresses and writes on what it read (adding,
 * changing a quantity, accepting a quote into the cart, placing an order, storing, changing or
 * deleting an address) runs under it, so two such
 * requests of one customer never interleave: a second Place Order finds the cart the first one
 * emptied, and a quantity change cannot slip past a quote accepted a moment earlier.
 *
 * PostgreSQL: `pg_advisory_xact_lock(1, userId)` at the transaction's start (requests of other
 * customers are not held up; the lock goes with the transaction, so a dropped connection frees
 * it). SQLite: Kysely runs a transaction on the database's one connection and holds it until
 * the end, so no other statement of this process runs in between.
 */
export async function withCustomerLock<T>(db: Db, userId: number, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      await lockCustomer(trx, userId);
    }
    return work(trx);
  });
}
