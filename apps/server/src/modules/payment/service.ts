import { CASH_ON_DELIVERY, type PaymentDecision, type PaymentResult } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import { readSettings } from '../settings/queries.ts';
import { resolvePaymentMethod } from './gateways.ts';
import {
  findPayableOrder,
  lockedPaymentStatus,
  markOrdersPaid,
  markPaymentPaid,
  markPaymentUnpaid,
  moveOrderToPayment,
  orderPaymentStatus,
  insertPayment,
} from './queries.ts';

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
    const payment = await lockedPaymentStatus(trx, paymentId);
    if (!payment) throw AppError.notFound('Payment');
    if (payment.status === 'Paid') return 'paid';
    if (decision === 'approve') {
      if ((await markOrdersPaid(trx, paymentId, now)) > 0) {
        await markPaymentPaid(trx, paymentId, now);
        return 'paid';
      }
    }
    // The row is locked and was not Paid; the condition keeps a Paid payment Paid regardless.
    await markPaymentUnpaid(trx, paymentId, decision === 'decline' ? 'Declined' : 'Cancelled', now);
    return decision === 'decline' ? 'declined' : 'cancelled';
  });
}

/**
 * `GET /order-payment/{order}/{method}`: a fresh pay link for one unpaid, uncancelled order of
 * the customer. The order moves to a new payment of its own amount, so paying it settles
 * exactly this order.
 */
export async function orderPaymentUrl(ctx: AppContext, userId: number, orderId: number, method: string) {
  const order = await findPayableOrder(ctx.db, userId, orderId);
  if (!order) throw AppError.notFound('Order');
  if (order.payment_status === 'Paid') throw new AppError(422, 'This order is already paid.');
  if (order.order_status === 'Cancelled') throw new AppError(422, 'This order is cancelled.');
  if (method === CASH_ON_DELIVERY) throw AppError.validation('method', 'Choose an online payment method.');
  const gateway = resolvePaymentMethod(ctx, await readSettings(ctx.db), method);
  if (!gateway) throw AppError.validation('method', 'Choose an online payment method.');
  const now = isoAt(ctx.clock);
  const paymentId = await ctx.db.transaction().execute(async (trx) => {
    const created = await insertPayment(trx, {
      user_id: userId,
      method,
      amount: order.payable_amount,
      status: 'Pending',
      paid_at: null,
      created_at: now,
      updated_at: now,
    });
    // Paid or cancelled since the read above: the new payment is rolled back with the refusal.
    if (!(await moveOrderToPayment(trx, order.id, { id: created, method }, now))) {
      const latest = await orderPaymentStatus(trx, order.id);
      throw new AppError(
        422,
        latest.payment_status === 'Paid' ? 'This order is already paid.' : 'This order is cancelled.',
      );
    }
    return created;
  });
  return gateway.paymentUrl(paymentId);
}
