import type { Db } from '../../db/database.ts';
import type { OrdersTable } from '../../db/types.ts';
import { translateLineNames } from '../translations/translations.ts';

/** Orders with their shop; every caller narrows by owner (customer or shop) first. */
export function selectOrders(db: Db) {
  return db
    .selectFrom('orders as o')
    .innerJoin('shops as s', 's.id', 'o.shop_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .selectAll('o')
    .select(['s.name as shop_name', 's.logo as shop_logo', 's.rating as shop_rating', 'u.name as customer_name']);
}
export type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

export type OrderOwner = { userId: number } | { shopId: number };

export function ownedOrders(db: Db, owner: OrderOwner) {
  const query = selectOrders(db);
  return 'userId' in owner ? query.where('o.user_id', '=', owner.userId) : query.where('o.shop_id', '=', owner.shopId);
}

/** Orders per status of one owner, for `status_wise_orders`. */
export async function countByStatus(db: Db, owner: OrderOwner): Promise<Map<OrdersTable['order_status'], number>> {
  let query = db
    .selectFrom('orders')
    .select(['order_status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('order_status');
  query = 'userId' in owner ? query.where('user_id', '=', owner.userId) : query.where('shop_id', '=', owner.shopId);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.order_status, Number(r.n)]));
}

export async function orderDetailsOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return { items: [], history: [], ratings: [] };
  const [items, history, ratings] = await Promise.all([
    db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute(),
    db
      .selectFrom('order_status_history')
      .select(['order_id', 'order_status', 'created_at'])
      .where('order_id', 'in', orderIds)
      .orderBy('id')
      .execute(),
    db.selectFrom('reviews').select(['order_id', 'product_id', 'rating']).where('order_id', 'in', orderIds).execute(),
  ]);
  return { items: await translateLineNames(db, items), history, ratings };
}

export async function addHistory(
  db: Db,
  orderId: number,
  status: OrdersTable['order_status'],
  changedBy: number | null,
  now: string,
) {
  await db
    .insertInto('order_status_history')
    .values({ order_id: orderId, order_status: status, changed_by: changedBy, created_at: now })
    .execute();
}

/** What the order events tell each party (order-events.ts). */
export function orderParties(db: Db, orderIds: readonly number[]) {
  return db
    .selectFrom('orders')
    .select(['id', 'order_code', 'order_status', 'user_id', 'shop_id'])
    .where('id', 'in', orderIds)
    .execute();
}
