/**
 * Payments and what a payment decides about its orders. The `orders` writes here stay in this
 * module: the order module uses the payment methods (gateways.ts), so routing them through it
 * would make the two modules import each other.
 */
import { type Insertable, PostgresAdapter } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/types.ts';

export function findPayment(db: Db, paymentId: number) {
  return db
    .selectFrom('payments')
    .select(['id', 'user_id', 'method', 'amount', 'status'])
    .where('id', '=', paymentId)
    .executeTakeFirst();
}

/** The orders a payment still covers (orders paid again later moved to a newer payment). */
export function ordersOfPayment(db: Db, paymentId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'order_code', 'order_status', 'payable_amount'])
    .where('payment_id', '=', paymentId)
    .orderBy('id')
    .execute();
}

/** A new payment; its id. */
export async function insertPayment(db: Db, values: Insertable<Database['payments']>): Promise<number> {
  const payment = await db.insertInto('payments').values(values).returning('id').executeTakeFirstOrThrow();
  return payment.id;
}

/** The payment's status, its row locked until the transaction ends (`FOR UPDATE` on PostgreSQL). */
export function lockedPaymentStatus(trx: Db, paymentId: number) {
  return trx
    .selectFrom('payments')
    .select('status')
    .where('id', '=', paymentId)
    .$if(trx.getExecutor().adapter instanceof PostgresAdapter, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** Marks the payment's orders Paid, skipping cancelled ones; how many it marked. */
export async function markOrdersPaid(db: Db, paymentId: number, now: string): Promise<number> {
  const paid = await db
    .updateTable('orders')
    .set({ payment_status: 'Paid', updated_at: now })
    .where('payment_id', '=', paymentId)
    .where('order_status', '!=', 'Cancelled')
    .executeTakeFirst();
  return Number(paid.numUpdatedRows);
}

export async function markPaymentPaid(db: Db, paymentId: number, now: string): Promise<void> {
  await db
    .updateTable('payments')
    .set({ status: 'Paid', paid_at: now, updated_at: now })
    .where('id', '=', paymentId)
    .execute();
}

/** Declines or cancels the payment; the condition keeps a Paid payment Paid regardless. */
export async function markPaymentUnpaid(db: Db, paymentId: number, status: 'Declined' | 'Cancelled', now: string) {
  await db
    .updateTable('payments')
    .set({ status, updated_at: now })
    .where('id', '=', paymentId)
    .where('status', '!=', 'Paid')
    .execute();
}

/** One of the customer's orders, with what paying it checks. */
export function findPayableOrder(db: Db, userId: number, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'order_status', 'payment_status', 'payable_amount'])
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Moves the order to `paymentId`, only while it is unpaid and not cancelled; false when it was
 * paid or cancelled meanwhile.
 */
export async function moveOrderToPayment(
  db: Db,
  orderId: number,
  payment: { id: number; method: string },
  now: string,
): Promise<boolean> {
  const moved = await db
    .updateTable('orders')
    .set({ payment_id: payment.id, payment_method: payment.method, updated_at: now })
    .where('id', '=', orderId)
    .where('payment_status', '=', 'Pending')
    .where('order_status', '!=', 'Cancelled')
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

export function orderPaymentStatus(db: Db, orderId: number) {
  return db.selectFrom('orders').select('payment_status').where('id', '=', orderId).executeTakeFirstOrThrow();
}
