import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The shop's orders placed at or after `from` (ISO UTC), cancelled ones left out, and what shoppers pay for them (minor units). */
export async function ordersSince(db: Db, shopId: number, from: string) {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [eb.fn.countAll<number>().as('orders'), eb.fn.sum<number | null>('payable_amount').as('revenue')])
    .where('shop_id', '=', shopId)
    .where('created_at', '>=', from)
    .where('order_status', '!=', 'Cancelled')
    .executeTakeFirstOrThrow();
  return { orders: Number(row.orders), revenue: Number(row.revenue ?? 0) };
}

/** The shop's orders waiting for it to confirm them. */
export async function countPendingOrders(db: Db, shopId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shop_id', '=', shopId)
    .where('order_status', '=', 'Pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The shop's quotes waiting for its answer (Pending; a Quoted one waits for the shopper). */
export async function countPendingQuotes(db: Db, shopId: number): Promise<number> {
  const row = await db
    .selectFrom('quotes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shop_id', '=', shopId)
    .where('status', '=', 'Pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The shop's threads holding a shopper's message it has not seen (what its conversation list counts as unread). */
export async function countUnreadConversations(db: Db, shopId: number): Promise<number> {
  const row = await db
    .selectFrom('conversations as c')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('c.shop_id', '=', shopId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('chat_messages as m')
          .select('m.id')
          .whereRef('m.conversation_id', '=', 'c.id')
          .where('m.sender', '=', 'user')
          .where('m.is_seen', '=', 0),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The shop's active products with `threshold` or fewer in stock, off the shop's part of
 * products_shop_stock_idx (migration 019). `p.is_active = 1` stays literal: it is that partial
 * index's predicate, and the planners use it only when the query states it.
 */
function lowStockOf(db: Db, shopId: number, threshold: number) {
  return db
    .selectFrom('products as p')
    .where('p.shop_id', '=', shopId)
    .where(sql<SqlBool>`p.is_active = 1`)
    .where('p.quantity', '<=', threshold);
}

export async function countLowStock(db: Db, shopId: number, threshold: number): Promise<number> {
  const row = await lowStockOf(db, shopId, threshold)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The lowest `limit` of them, lowest stock first, then by id. */
export function lowestStock(db: Db, shopId: number, threshold: number, limit: number) {
  return lowStockOf(db, shopId, threshold)
    .select(['p.id', 'p.name', 'p.code', 'p.quantity'])
    .orderBy('p.quantity')
    .orderBy('p.id')
    .limit(limit)
    .execute();
}
