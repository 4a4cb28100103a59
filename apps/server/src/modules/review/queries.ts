import { roundHalfUp } from '@souk/contract';
import type { Insertable } from 'kysely';
import type { Db, DbKind } from '../../db/database.ts';
import type { Database } from '../../db/types.ts';

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

/** The columns of a shop's reviews per star (migration 015), 1 to 5. */
export const STAR_COLUMNS = ['stars_1', 'stars_2', 'stars_3', 'stars_4', 'stars_5'] as const;

/** The mean of reviews counted per star (`stars[0]`: one star), one decimal, as `GET /reviews` rounds it. */
export function ratingOf(stars: readonly number[]): { rating: number; review_count: number } {
  const count = stars.reduce((sum, n) => sum + n, 0);
  const total = stars.reduce((sum, n, i) => sum + n * (i + 1), 0);
  return { rating: count > 0 ? roundHalfUp(total / count, 1) : 0, review_count: count };
}

/**
 * After a review of `star` stars: the product's `rating` and `review_count` from its reviews
 * (a few), the shop's from its counts per star, one more of `star`, so cards and details agree
 * with the list without reading every review of the shop. Both rows are locked
 * (lockProductAndShop), so concurrent reviews count one after the other.
 */
export async function recountRatings(trx: Db, productId: number, shopId: number, star: number): Promise<void> {
  const stats = await trx
    .selectFrom('reviews as r')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('r.rating').as('total')])
    .where('r.product_id', '=', productId)
    .executeTakeFirstOrThrow();
  const count = Number(stats.n);
  const rating = count > 0 ? roundHalfUp(Number(stats.total) / count, 1) : 0;
  await trx.updateTable('products').set({ rating, review_count: count }).where('id', '=', productId).execute();
  const shop = await trx.selectFrom('shops').select(STAR_COLUMNS).where('id', '=', shopId).executeTakeFirstOrThrow();
  const stars = STAR_COLUMNS.map((column, i) => Number(shop[column]) + (i + 1 === star ? 1 : 0));
  await trx
    .updateTable('shops')
    .set({ ...starsRow(stars), ...ratingOf(stars) })
    .where('id', '=', shopId)
    .execute();
}

const starsRow = (stars: readonly number[]) =>
  Object.fromEntries(STAR_COLUMNS.map((column, i) => [column, stars[i] ?? 0])) as Record<
    (typeof STAR_COLUMNS)[number],
    number
  >;

/** Every shop's counts per star, rating and review count worked out from its reviews (after a seed). */
export async function recountShopRatings(db: Db): Promise<void> {
  const rows = await db
    .selectFrom('reviews')
    .select((eb) => ['shop_id', 'rating', eb.fn.countAll<number>().as('n')])
    .groupBy(['shop_id', 'rating'])
    .execute();
  const shops = new Map<number, number[]>();
  for (const row of rows) {
    const stars = shops.get(row.shop_id) ?? [0, 0, 0, 0, 0];
    stars[Number(row.rating) - 1] = Number(row.n);
    shops.set(row.shop_id, stars);
  }
  for (const [id, stars] of shops) {
    await db
      .updateTable('shops')
      .set({ ...starsRow(stars), ...ratingOf(stars) })
      .where('id', '=', id)
      .execute();
  }
}

/** A new review; its id. The unique index on (order, product) refuses a second one. */
export async function insertReview(db: Db, values: Insertable<Database['reviews']>): Promise<number> {
  const row = await db.insertInto('reviews').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
