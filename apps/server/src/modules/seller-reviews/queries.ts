import type { Db } from '../../db/database.ts';
import { REVIEW_COLUMNS, STAR_COLUMNS } from '../review/queries.ts';

export interface ReviewPage {
  shopId: number;
  rating: number | undefined;
  offset: number;
  limit: number;
}

/**
 * The ids of one page of the shop's reviews, newest first, read off the index alone: the shop's
 * part of reviews_shop_recent_idx (migration 015), or with a rating reviews_shop_rating_idx
 * (021). A deep page skips index entries, not reviews joined to their reviewer and product.
 */
export async function reviewPageIds(db: Db, { shopId, rating, offset, limit }: ReviewPage): Promise<number[]> {
  let query = db.selectFrom('reviews').select('id').where('shop_id', '=', shopId);
  if (rating !== undefined) query = query.where('rating', '=', rating);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
  return rows.map((row) => row.id);
}

/** The reviews of `ids` as `GET /reviews` lists them, with the product and the order each is about, in the page's order. */
export function reviewRows(db: Db, ids: number[]) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .select([
      ...REVIEW_COLUMNS,
      'r.order_id',
      'p.id as product_id',
      'p.name as product_name',
      'p.thumbnail as product_thumbnail',
    ])
    .where('r.id', 'in', ids)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

/** The shop's reviews per star, one star first, as the shop keeps them with every review (migration 015). */
export async function shopStars(db: Db, shopId: number): Promise<number[]> {
  const row = await db.selectFrom('shops').select(STAR_COLUMNS).where('id', '=', shopId).executeTakeFirstOrThrow();
  return STAR_COLUMNS.map((column) => Number(row[column]));
}
