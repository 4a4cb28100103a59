import {
  type Order,
  type OrdersResponse,
  type ordersQuerySchema,
  orderStatuses,
  orderStatusKey,
  type StatusWiseOrders,
} from '@souk/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { OrdersTable } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import { releaseVoucher } from './coupon-use.ts';
import {
  addHistory,
  countByStatus,
  markCancelled,
  markRefundedIfPaid,
  type OrderOwner,
  ownedOrders,
  takenQuantities,
} from './queries.ts';
import { returnStock } from './stock.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { announceOrders } from './order-events.ts';
import { toOrders } from './view.ts';

type OrdersQuery = z.output<typeof ordersQuerySchema>;

async function statusWise(ctx: AppContext, owner: OrderOwner): Promise<StatusWiseOrders> {
  const counts = await countByStatus(ctx.db, owner);
  const result = { all: [...counts.values()].reduce((a, b) => a + b, 0) } as Record<string, number>;
  for (const status of orderStatuses) result[orderStatusKey(status)] = counts.get(status) ?? 0;
  return result as StatusWiseOrders;
}

/** A page of one owner's orders, newest first, with the counts per status. */
export async function pagedOrders(ctx: AppContext, owner: OrderOwner, query: OrdersQuery) {
  let list = ownedOrders(ctx.db, owner);
  if (query.order_status) list = list.where('o.order_status', '=', query.order_status);
  const status_wise_orders = await statusWise(ctx, owner);
  const rows = await list
    .orderBy('o.id', 'desc')
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  const total = query.order_status
    ? status_wise_orders[orderStatusKey(query.order_status) as keyof StatusWiseOrders]
    : status_wise_orders.all;
  return { total, status_wise_orders, rows, orders: await toOrders(ctx.db, rows) };
}

/** `GET /orders`. */
export async function listOrders(ctx: AppContext, userId: number, query: OrdersQuery): Promise<OrdersResponse> {
  const { total, status_wise_orders, orders } = await pagedOrders(ctx, { userId }, query);
  return { total, status_wise_orders, orders };
}

/** One of the customer's orders; another customer's order is 404, never its data. */
export async function orderDetails(ctx: AppContext, owner: OrderOwner, orderId: number): Promise<Order> {
  const row = await ownedOrders(ctx.db, owner).where('o.id', '=', orderId).executeTakeFirst();
  if (!row) throw AppError.notFound('Order');
  const [order] = await toOrders(ctx.db, [row]);
  if (!order) throw AppError.notFound('Order');
  return order;
}

/**
 * Cancels `orderId` if it is still in `from`, inside `trx`: stock, flash-sale quantities and the
 * voucher use go back, money paid online is refunded (payment status Refunded), and the timeline
 * records it. The conditional update makes a cancel that
 * races another status change lose cleanly (false).
 */
export async function cancelInTransaction(
  trx: Db,
  orderId: number,
  from: OrdersTable['order_status'],
  actorId: number,
  now: string,
): Promise<boolean> {
  if (!(await markCancelled(trx, orderId, from, now))) return false;
  await markRefundedIfPaid(trx, orderId);
  const items = await takenQuantities(trx, orderId);
  await returnStock(trx, items, now);
  await releaseVoucher(trx, orderId);
  await addHistory(trx, orderId, 'Cancelled', actorId, now);
  return true;
}

/** `POST /orders/cancel`: the customer may cancel while the order is Pending only. */
export async function cancelOrder(ctx: AppContext, userId: number, orderId: number): Promise<Order> {
  await orderDetails(ctx, { userId }, orderId);
  const now = isoAt(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await cancelInTransaction(trx, orderId, 'Pending', userId, now))) {
      throw new AppError(422, 'Only pending orders can be cancelled.');
    }
  });
  // The stock came back, and with flash units a flash price may have: a listing change.
  catalogChanged();
  await announceOrders(ctx, [orderId], 'shop');
  return orderDetails(ctx, { userId }, orderId);
}
