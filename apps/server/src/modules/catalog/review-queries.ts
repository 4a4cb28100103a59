/** The SQL of a product's or a shop's public reviews (reviews.ts). */
import type { ReviewsQuery } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { REVIEW_COLUMNS, STAR_COLUMNS } from '../review/queries.ts';

/** The product's or the shop's reviews. */
export const reviewsOf = (db: Db, q: ReviewsQuery) =>
  db
    .selectFrom('reviews as r')
    .$if(q.product_id !== undefined, (qb) => qb.where('r.product_id', '=', q.product_id!))
    .$if(q.shop_id !== undefined, (qb) => qb.where('r.shop_id', '=', q.shop_id!));
type Reviews = ReturnType<typeof reviewsOf>;

/** A page of `reviews` with their reviewers, newest first. */
export function reviewPage(reviews: Reviews, q: ReviewsQuery) {
  return reviews
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(REVIEW_COLUMNS)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page)
    .execute();
}

/** Reviews per star (1 to 5) of the reviews `reviews` selects: a product's few, counted. */
export async function starsOf(reviews: Reviews) {
  const counts = await reviews
    .select(['r.rating', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('r.rating')
    .execute();
  return new Map(counts.map((c) => [Number(c.rating), Number(c.n)]));
}

/** A shop's reviews per star, as the shop keeps them (migration 015): it may have tens of thousands. */
export async function shopStars(db: Db, shopId: number) {
  const row = await db.selectFrom('shops').select(STAR_COLUMNS).where('id', '=', shopId).executeTakeFirstOrThrow();
  return new Map(STAR_COLUMNS.map((column, i) => [i + 1, Number(row[column])]));
}

/** Active shops (only the root shop's with `rootOnly`), as `s`. */
const visibleShops = (db: Db, rootOnly: boolean) =>
  db
    .selectFrom('shops as s')
    .select('s.id')
    .where('s.is_active', '=', 1)
    .$if(rootOnly, (qb) => qb.where('s.is_root', '=', 1));

export function visibleShop(db: Db, rootOnly: boolean, shopId: number) {
  return visibleShops(db, rootOnly).where('s.id', '=', shopId).executeTakeFirst();
}

/** The active product of a visible shop, or undefined. */
export function visibleProduct(db: Db, rootOnly: boolean, productId: number) {
  return visibleShops(db, rootOnly)
    .innerJoin('products as p', 'p.shop_id', 's.id')
    .where('p.id', '=', productId)
    .where('p.is_active', '=', 1)
    .executeTakeFirst();
}
