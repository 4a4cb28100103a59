import { CASH_ON_DELIVERY, type PaymentDecision, type PaymentResult } from '@souk/contract';
import { PostgresAdapter } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import { readSettings } from '../settings/queries.ts';
import { resolvePaymentMethod } from './gateways.ts';

export function findPayment(ctx: AppContext, paymentId: number) {
  return ctx.db
    .selectFrom('payments')
    .select(['id', 'user_id', 'method', 'amount', 'status'])
    .where('id', '=', paymentId)
    .executeTakeFirst();
}

/** The orders a payment still covers (orders paid again later moved to a newer payment). */
export function ordersOfPayment(ctx: AppContext, paymentId: number) {
  return ctx.db
    .selectFrom('orders')
    .select(['id', 'order_code', 'order_status', 'payable_amount'])
    .where('payment_id', '=', paymentId)
    .orderBy('id')
    .execute();
}

/**
 * Records the shopper's choice on the hosted page. Approve marks the payment and its open
 * orders Paid (once: a second approve changes nothing); decline and cancel leave the orders
 * unpaid, to be paid again later from the order history. Approving a payment whose every order
 * was cancelled (or moved to a newer payment) takes nothing: the payment is Cancelled and the
 * shopper is sent back with `cancelled`.
 *
 * Two decisions on one payment take turns on its row, locked first (`FOR UPDATE` on PostgreSQL;
 * SQLite runs the transaction on its one connection). An order's cancel (order/service.ts
 * `cancelInTransaction`) locks the order row instead, so approve updates the orders before the
 * payment, skipping cancelled ones: a cancel that came first leaves nothing to pay, and one that
 * comes after finds the order Paid and refunds it.
 */
export async function recordDecision(
  ctx: AppContext,
  paymentId: number,
  decision: PaymentDecision,
): Promise<PaymentResult> {
  const now = isoAt(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    const payment = await trx
      .selectFrom('payments')
      .select('status')
      .where('id', '=', paymentId)
      .$if(trx.getExecutor().adapter instanceof PostgresAdapter, (qb) => qb.forUpdate())
      .executeTakeFirst();
    if (!payment) throw AppError.notFound('Payment');
    if (payment.status === 'Paid') return 'paid';
    if (decision === 'approve') {
      const paid = await trx
        .updateTable('orders')
        .set({ payment_status: 'Paid', updated_at: now })
        .where('payment_id', '=', paymentId)
        .where('order_status', '!=', 'Cancelled')
        .executeTakeFirst();
      if (Number(paid.numUpdatedRows) > 0) {
        await trx
          .updateTable('payments')
          .set({ status: 'Paid', paid_at: now, updated_at: now })
          .where('id', '=', paymentId)
          .execute();
        return 'paid';
      }
    }
    // The row is locked and was not Paid; the condition keeps a Paid payment Paid regardless.
    await trx
      .updateTable('payments')
      .set({ status: decision === 'decline' ? 'Declined' : 'Cancelled', updated_at: now })
      .where('id', '=', paymentId)
      .where('status', '!=', 'Paid')
      .execute();
    return decision === 'decline' ? 'declined' : 'cancelled';
  });
}

/**
 * `GET /order-payment/{order}/{method}`: a fresh pay link for one unpaid, uncancelled order of
 * the customer. The order moves to a new payment of its own amount, so paying it settles
 * exactly this order.
 */
export async function orderPaymentUrl(ctx: AppContext, userId: number, orderId: number, method: string) {
  const order = await ctx.db
    .selectFrom('orders')
    .select(['id', 'order_status', 'payment_status', 'payable_amount'])
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!order) throw AppError.notFound('Order');
  if (order.payment_status === 'Paid') throw new AppError(422, 'This order is already paid.');
  if (order.order_status === 'Cancelled') throw new AppError(422, 'This order is cancelled.');
  if (method === CASH_ON_DELIVERY) throw AppError.validation('method', 'Choose an online payment method.');
  const gateway = resolvePaymentMethod(ctx, await readSettings(ctx.db), method);
  if (!gateway) throw AppError.validation('method', 'Choose an online payment method.');
  const now = isoAt(ctx.clock);
  const paymentId = await ctx.db.transaction().execute(async (trx) => {
    const payment = await trx
      .insertInto('payments')
      .values({
        user_id: userId,
        method,
        amount: order.payable_amount,
        status: 'Pending',
        paid_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Paid or cancelled since the read above: the new payment is rolled back with the refusal.
    const moved = await trx
      .updateTable('orders')
      .set({ payment_id: payment.id, payment_method: method, updated_at: now })
      .where('id', '=', order.id)
      .where('payment_status', '=', 'Pending')
      .where('order_status', '!=', 'Cancelled')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) {
      const latest = await trx
        .selectFrom('orders')
        .select('payment_status')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      throw new AppError(
        422,
        latest.payment_status === 'Paid' ? 'This order is already paid.' : 'This order is cancelled.',
      );
    }
    return payment.id;
  });
  return gateway.paymentUrl(paymentId);
}
