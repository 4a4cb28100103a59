import { CASH_ON_DELIVERY, type PaymentDecision, type PaymentResult } from '@souk/contract';
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
 * unpaid, to be paid again later from the order history.
 */
export async function recordDecision(
  ctx: AppContext,
  paymentId: number,
  decision: PaymentDecision,
): Promise<PaymentResult> {
  const now = isoAt(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    const payment = await trx.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirst();
    if (!payment) throw AppError.notFound('Payment');
    if (payment.status === 'Paid') return 'paid';
    if (decision !== 'approve') {
      await trx
        .updateTable('payments')
        .set({ status: decision === 'decline' ? 'Declined' : 'Cancelled', updated_at: now })
        .where('id', '=', paymentId)
        .execute();
      return decision === 'decline' ? 'declined' : 'cancelled';
    }
    const open = await trx
      .selectFrom('orders')
      .select('id')
      .where('payment_id', '=', paymentId)
      .where('order_status', '!=', 'Cancelled')
      .execute();
    if (open.length === 0) return 'cancelled';
    await trx
      .updateTable('payments')
      .set({ status: 'Paid', paid_at: now, updated_at: now })
      .where('id', '=', paymentId)
      .execute();
    await trx
      .updateTable('orders')
      .set({ payment_status: 'Paid', updated_at: now })
      .where('payment_id', '=', paymentId)
      .where('order_status', '!=', 'Cancelled')
      .execute();
    return 'paid';
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
    await trx
      .updateTable('orders')
      .set({ payment_id: payment.id, payment_method: method, updated_at: now })
      .where('id', '=', order.id)
      .where('payment_status', '=', 'Pending')
      .execute();
    return payment.id;
  });
  return gateway.paymentUrl(paymentId);
}
