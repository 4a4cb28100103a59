import type { Insertable } from 'kysely';
import type { Db, DbKind } from '../../db/database.ts';
import type { FlashSaleRequestsTable, FlashSaleRequestStatus } from '../../db/types.ts';
import { PRODUCT_COLUMNS } from './queries.ts';

/**
 * Shops' requests to join a flash sale that asks for approval, or to change a flash price in it.
 * This module writes them (the shop asks and withdraws, staff decide through `decideRequest`).
 */

/** Which of `productIds` have a request in the sale waiting for a decision. */
export async function productsWaiting(db: Db, saleId: number, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('flash_sale_requests')
    .select('product_id')
    .where('flash_sale_id', '=', saleId)
    .where('product_id', 'in', productIds)
    .where('status', '=', 'pending')
    .execute();
  return new Set(rows.map((row) => row.product_id));
}

/**
 * Adds the requests, skipping any product that has one waiting in the sale already (even one
 * sent a moment ago, by the partial unique index on the waiting ones); answers those it added.
 */
export async function insertRequests(db: Db, rows: Insertable<FlashSaleRequestsTable>[]): Promise<Map<number, number>> {
  const added = await db
    .insertInto('flash_sale_requests')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'product_id'])
    .execute();
  return new Map(added.map((row) => [row.product_id, row.id]));
}

const REQUEST_COLUMNS = [
  'r.id',
  'r.flash_sale_id',
  'r.shop_id',
  'r.price',
  'r.quantity',
  'r.status',
  'r.reason',
  'r.created_at',
  'r.decided_at',
  ...PRODUCT_COLUMNS,
  'fsp.price as current_price',
  'fsp.quantity as current_quantity',
  'fsp.sold as current_sold',
] as const;

/** Requests as `r` with their product and the product's entry in the sale, if any. */
export function requestRows(db: Db) {
  return db
    .selectFrom('flash_sale_requests as r')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .leftJoin('flash_sale_products as fsp', (join) =>
      join.onRef('fsp.flash_sale_id', '=', 'r.flash_sale_id').onRef('fsp.product_id', '=', 'r.product_id'),
    )
    .select(REQUEST_COLUMNS);
}

export type RequestRow = Awaited<ReturnType<typeof shopRequests>>[number];

/** The shop's requests in the sale: those waiting first, then the newest; at most `limit`. */
export function shopRequests(db: Db, shopId: number, saleId: number, limit: number) {
  return requestRows(db)
    .where('r.shop_id', '=', shopId)
    .where('r.flash_sale_id', '=', saleId)
    .orderBy((eb) => eb.case().when('r.status', '=', 'pending').then(0).else(1).end())
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

/** One request with its product, or none. */
export function requestWithId(db: Db, id: number) {
  return requestRows(db).where('r.id', '=', id).executeTakeFirst();
}

/** Per sale of `saleIds`: the requests (the shop's, with `shopId`) waiting in it. */
export function shopWaitingCounts(db: Db, shopId: number | undefined, saleIds: number[]) {
  return db
    .selectFrom('flash_sale_requests')
    .select((eb) => ['flash_sale_id', eb.fn.countAll<number>().as('pending')])
    .$if(shopId !== undefined, (qb) => qb.where('shop_id', '=', shopId!))
    .where('flash_sale_id', 'in', saleIds)
    .where('status', '=', 'pending')
    .groupBy('flash_sale_id')
    .execute();
}

/**
 * Request `id` held (`FOR UPDATE` on PostgreSQL) until the transaction ends: two decisions of
 * it at once take turns, and the second finds it decided; the shop's withdrawal waits, then
 * finds it no longer waiting. SQLite runs the transaction on its one writing connection.
 */
export function lockRequest(trx: Db, kind: DbKind, id: number) {
  return trx
    .selectFrom('flash_sale_requests')
    .select(['id', 'flash_sale_id', 'product_id', 'shop_id', 'price', 'quantity', 'status', 'reason'])
    .where('id', '=', id)
    .$if(kind === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export type LockedRequest = NonNullable<Awaited<ReturnType<typeof lockRequest>>>;

/** Records staff's decision of a request. */
export async function decideRequest(
  trx: Db,
  id: number,
  decision: { status: Exclude<FlashSaleRequestStatus, 'pending'>; reason: string | null; by: number; at: string },
): Promise<void> {
  await trx
    .updateTable('flash_sale_requests')
    .set({ status: decision.status, reason: decision.reason, decided_by: decision.by, decided_at: decision.at })
    .where('id', '=', id)
    .execute();
}

/** Deletes the shop's request `id` in the sale if it still waits; answers whether it did. */
export async function deleteWaitingRequest(db: Db, shopId: number, saleId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('flash_sale_requests')
    .where('id', '=', id)
    .where('shop_id', '=', shopId)
    .where('flash_sale_id', '=', saleId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Deletes the product's request waiting in the sale, if any (it left the sale). */
export async function deleteWaitingOf(db: Db, saleId: number, productId: number): Promise<void> {
  await db
    .deleteFrom('flash_sale_requests')
    .where('flash_sale_id', '=', saleId)
    .where('product_id', '=', productId)
    .where('status', '=', 'pending')
    .execute();
}

/** Whether the shop has request `id` in the sale, whatever its status. */
export async function shopHasRequest(db: Db, shopId: number, saleId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('flash_sale_requests')
    .select('id')
    .where('id', '=', id)
    .where('shop_id', '=', shopId)
    .where('flash_sale_id', '=', saleId)
    .executeTakeFirst();
  return row !== undefined;
}
