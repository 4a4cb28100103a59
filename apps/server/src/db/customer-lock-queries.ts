import { sql } from 'kysely';
import type { Db } from './database.ts';

/** First key of PostgreSQL's two-key advisory locks: the customer's cart, quotes and checkout. */
const CUSTOMER_CART = 1;

/**
 * PostgreSQL only: takes the customer's advisory lock for the rest of `trx`
 * (`pg_advisory_xact_lock(1, userId)`); withCustomerLock says what it guards.
 */
export async function lockCustomer(trx: Db, userId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${CUSTOMER_CART}, ${userId})`.execute(trx);
}
