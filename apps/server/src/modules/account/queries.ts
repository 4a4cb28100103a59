import type { Db } from '../../db/database.ts';

/** The tables the account home counts a customer's rows of, whatever their status. */
export type CustomerTable = 'addresses' | 'orders' | 'quotes' | 'support_tickets';

export function countCustomerRows(db: Db, table: CustomerTable, userId: number) {
  return db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}
