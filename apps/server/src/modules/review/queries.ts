import { roundHalfUp } from '@souk/contract';
import type { Db, DbKind } from '../../db/database.ts';

/** A review as `GET /reviews` lists it (reviews as r joined to users as u): the reviewer beside the rating and text. */
export const REVIEW_COLUMNS = [
  'r.id',
  'u.name as customer_name',
  'u.profile_photo as customer_profile',
  'r.rating',
  'r.description',
  'r.created_at',
] as const;

export function findReview(db: Db, reviewId: number) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(REVIEW_COLUMNS)
    .where('r.id', '=', reviewId)
    .executeTakeFirstOrThrow();
}

/** The line of the customer's own order that holds `productId`, with the order's status. */
export function findOrderedLine(db: Db, userId: number, orderId: number, productId: number) {
  return db
    .selectFrom('orders as o')
    .leftJoin('order_items as i', (join) => join.onRef('i.order_id', '=', 'o.id').on('i.product_id', '=', productId))
    .select(['o.order_status', 'i.product_id'])
    .where('o.id', '=', orderId)
    .where('o.user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
}

/**
 * Locks the product's row, then its shop's, until the transaction ends, and answers the shop's
 * id. Every review takes them in that order, so on PostgreSQL a second review of the same
 * product or shop waits here and its recount, a later statement, sees the first one's row.
 * SQLite runs one write transaction at a time and needs no lock.
 */
export async function lockProductAndShop(trx: Db, kind: DbKind, productId: number): Promise<number> {
  const product = await trx
    .selectFrom('products')
    .select('shop_id')
    .where('id', '=', productId)
    .$if(kind === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirstOrThrow();
  await trx
    .selectFrom('shops')
    .select('id')
    .where('id', '=', product.shop_id)
    .$if(kind === 'postgres', (qb) => qb.forUpdate())
    .execute();
  return product.shop_id;
}

/**
 * Sets the product's and its shop's `rating` (the mean, one decimal, as `GET /reviews` rounds
 * it) and `review_count` from their reviews, so cards and details agree with the list.
 */
export async function recountRatings(trx: Db, productId: number, shopId: number): Promise<void> {
  const targets = [
    { table: 'products', column: 'r.product_id', id: productId },
    { table: 'shops', column: 'r.shop_id', id: shopId },
  ] as const;
  for (const { table, column, id } of targets) {
    const stats = await trx
      .selectFrom('reviews as r')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('r.rating').as('total')])
      .where(column, '=', id)
      .executeTakeFirstOrThrow();
    const count = Number(stats.n);
    const rating = count > 0 ? roundHalfUp(Number(stats.total) / count, 1) : 0;
    await trx.updateTable(table).set({ rating, review_count: count }).where('id', '=', id).execute();
  }
}
