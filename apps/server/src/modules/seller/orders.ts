import {
  type Order,
  orderStatuses,
  type OrderStatus,
  type SellerOrderResponse,
  type SellerOrdersResponse,
} from '@souk/contract';
import type { z } from 'zod';
import type { ordersQuerySchema } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import { announceOrders } from '../order/order-events.ts';
import { addHistory, moveShopOrder, type OrderRow, ownedOrders } from '../order/queries.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { cancelInTransaction, orderDetails, pagedOrders } from '../order/service.ts';
import { toOrders } from '../order/view.ts';
import { sellerShopId } from './service.ts';

/** The fulfilment steps in order; Cancelled stands apart. */
const STEPS = orderStatuses.filter((s) => s !== 'Cancelled');

/** `GET /seller/orders`: the seller's own shop only, newest first, with the customer's name. */
export async function sellerOrders(
  ctx: AppContext,
  sellerId: number,
  query: z.output<typeof ordersQuerySchema>,
): Promise<SellerOrdersResponse> {
  const shopId = await sellerShopId(ctx.db, sellerId);
  const { total, status_wise_orders, rows, orders } = await pagedOrders(ctx, { shopId }, query);
  return { total, status_wise_orders, orders: withCustomers(orders, rows) };
}

/** `GET /seller/orders/{id}`: one order as the list shows it; another shop's answers 404, as a status change does. */
export async function sellerOrder(
  ctx: AppContext,
  sellerId: number,
  orderId: number,
): Promise<SellerOrderResponse['order']> {
  const shopId = await sellerShopId(ctx.db, sellerId);
  const rows = await ownedOrders(ctx.db, { shopId }).where('o.id', '=', orderId).execute();
  const [order] = withCustomers(await toOrders(ctx.db, rows), rows);
  if (!order) throw AppError.notFound('Order');
  return order;
}

/** Orders as the shop sees them: each with the customer who placed it (`orders[i]` was made of `rows[i]`). */
function withCustomers(orders: Order[], rows: readonly OrderRow[]): SellerOrdersResponse['orders'] {
  return orders.map((order, i) => ({
    ...order,
    customer: { id: rows[i]?.user_id ?? 0, name: rows[i]?.customer_name ?? '' },
  }));
}

/** Why `from` -> `to` is not allowed, or null: forward through the steps only; Cancelled from any step before Delivered. */
export function transitionProblem(from: OrderStatus, to: OrderStatus): string | null {
  if (from === to) return `The order is already ${to}.`;
  if (from === 'Cancelled') return 'A cancelled order cannot change any more.';
  if (to === 'Cancelled') return from === 'Delivered' ? 'A delivered order cannot be cancelled.' : null;
  return STEPS.indexOf(to) > STEPS.indexOf(from) ? null : `An order cannot go back from ${from} to ${to}.`;
}

/**
 * `POST /seller/orders/{id}/status`: moves the seller's own order along; recorded in the
 * timeline the shopper sees. A cash order is paid once delivered. The update is conditional on
 * the status read, so two racing changes cannot both apply.
 */
export async function changeOrderStatus(
  ctx: AppContext,
  sellerId: number,
  orderId: number,
  to: OrderStatus,
): Promise<Order> {
  const shopId = await sellerShopId(ctx.db, sellerId);
  const current = await orderDetails(ctx, { shopId }, orderId);
  const problem = transitionProblem(current.order_status, to);
  if (problem) throw AppError.validation('order_status', problem);
  const now = isoAt(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    if (to === 'Cancelled') {
      if (await cancelInTransaction(trx, orderId, current.order_status, sellerId, now)) return;
      throw AppError.validation('order_status', 'The order changed meanwhile; please reload it.');
    }
    const paid = to === 'Delivered' && current.payment_method === 'cash' ? { payment_status: 'Paid' as const } : {};
    const moved = await moveShopOrder(
      trx,
      { orderId, shopId, from: current.order_status },
      { order_status: to, updated_at: now, ...paid },
    );
    if (!moved) {
      throw AppError.validation('order_status', 'The order changed meanwhile; please reload it.');
    }
    await addHistory(trx, orderId, to, sellerId, now);
  });
  if (to === 'Cancelled') catalogChanged(); // the stock came back
  await announceOrders(ctx, [orderId], 'shopper');
  return orderDetails(ctx, { shopId }, orderId);
}
