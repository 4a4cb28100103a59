import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, OrdersTable } from '../../db/types.ts';
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

/** Whether the customer proved their email or phone (a setting may require it to order). */
export async function accountVerified(db: Db, userId: number): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select(['email_verified_at', 'phone_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return Boolean(user?.email_verified_at || user?.phone_verified_at);
}

/** What a new order takes from its shop: the order code's prefix and the delivery time it states. */
export function shopOrderTerms(db: Db, shopId: number) {
  return db
    .selectFrom('shops')
    .select(['prefix', 'estimated_delivery_time'])
    .where('id', '=', shopId)
    .executeTakeFirstOrThrow();
}

/** A new order's row; its id. */
export async function insertOrderRow(db: Db, values: Insertable<OrdersTable>): Promise<number> {
  const order = await db.insertInto('orders').values(values).returning('id').executeTakeFirstOrThrow();
  return order.id;
}

export async function setOrderCode(db: Db, orderId: number, orderCode: string): Promise<void> {
  await db.updateTable('orders').set({ order_code: orderCode }).where('id', '=', orderId).execute();
}

export async function insertOrderItems(db: Db, rows: Insertable<Database['order_items']>[]): Promise<void> {
  await db.insertInto('order_items').values(rows).execute();
}

/**
 * Moves the shop's order on from the status `from` it was read in; false when it is no longer
 * there (a racing change came first).
 */
export async function moveShopOrder(
  db: Db,
  where: { orderId: number; shopId: number; from: OrdersTable['order_status'] },
  values: Pick<Updateable<OrdersTable>, 'order_status' | 'payment_status' | 'updated_at'>,
): Promise<boolean> {
  const updated = await db
    .updateTable('orders')
    .set(values)
    .where('id', '=', where.orderId)
    .where('shop_id', '=', where.shopId)
    .where('order_status', '=', where.from)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Cancels the order if it is still in `from`; false when it is not (a racing change came first). */
export async function markCancelled(
  db: Db,
  orderId: number,
  from: OrdersTable['order_status'],
  now: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('orders')
    .set({ order_status: 'Cancelled', updated_at: now })
    .where('id', '=', orderId)
    .where('order_status', '=', from)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** A cancelled order paid online is refunded; any other payment status stays. */
export async function markRefundedIfPaid(db: Db, orderId: number): Promise<void> {
  await db
    .updateTable('orders')
    .set({ payment_status: 'Refunded' })
    .where('id', '=', orderId)
    .where('payment_status', '=', 'Paid')
    .execute();
}

/** The quantities an order took, and the flash-sale rows they sold from. */
export function takenQuantities(db: Db, orderId: number) {
  return db
    .selectFrom('order_items')
    .select(['product_id', 'quantity', 'flash_sale_product_id'])
    .where('order_id', '=', orderId)
    .execute();
}

/** What ordering the customer's order again starts from. */
export function findOrderToRepeat(db: Db, userId: number, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'shop_id', 'address_id', 'payment_method', 'note'])
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The order's lines as they can be bought again: products still there, options that still exist. */
export function repeatableLines(db: Db, orderId: number) {
  return db
    .selectFrom('order_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .leftJoin('product_sizes as sz', (join) =>
      join.onRef('sz.id', '=', 'i.size_id').onRef('sz.product_id', '=', 'p.id'),
    )
    .leftJoin('product_colors as co', (join) =>
      join.onRef('co.id', '=', 'i.color_id').onRef('co.product_id', '=', 'p.id'),
    )
    .select(['p.id as product_id', 'p.shop_id', 'p.unit_id', 'i.quantity', 'sz.id as size_id', 'co.id as color_id'])
    .where('i.order_id', '=', orderId)
    .orderBy('i.id')
    .execute();
}
