import type { ReviewsQuery, ReviewsResponse } from '@souk/contract';
import { roundHalfUp } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { REVIEW_COLUMNS, STAR_COLUMNS } from '../review/queries.ts';
import type { ListScope } from './scope.ts';
import { reviewView } from '../review/view.ts';

/** `GET /reviews`: a page of a product's or a shop's reviews with the 1-5 star breakdown. */
export async function listReviews(db: Db, scope: ListScope, q: ReviewsQuery): Promise<ReviewsResponse> {
  await assertReviewable(db, scope, q);
  const reviews = reviewsOf(db, q);
  const [page, byStar] = await Promise.all([
    reviews
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(REVIEW_COLUMNS)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page)
      .execute(),
    q.shop_id !== undefined ? shopStars(db, q.shop_id) : starsOf(reviews),
  ]);
  const total = [...byStar.values()].reduce((a, b) => a + b, 0);
  const sum = [...byStar.entries()].reduce((a, [star, n]) => a + star * n, 0);
  const percent = (star: number) => (total ? roundHalfUp(((byStar.get(star) ?? 0) / total) * 100, 0) : 0);
  return {
    average_rating_percentage: {
      rating: total ? roundHalfUp(sum / total, 1) : 0,
      total_review: total,
      percentages: { '1': percent(1), '2': percent(2), '3': percent(3), '4': percent(4), '5': percent(5) },
    },
    total,
    reviews: page.map(reviewView),
  };
}

/** The product's or the shop's reviews. */
const reviewsOf = (db: Db, q: ReviewsQuery) =>
  db
    .selectFrom('reviews as r')
    .$if(q.product_id !== undefined, (qb) => qb.where('r.product_id', '=', q.product_id!))
    .$if(q.shop_id !== undefined, (qb) => qb.where('r.shop_id', '=', q.shop_id!));

/** Reviews per star (1 to 5) of the reviews `reviews` selects: a product's few, counted. */
async function starsOf(reviews: ReturnType<typeof reviewsOf>) {
  const counts = await reviews
    .select(['r.rating', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('r.rating')
    .execute();
  return new Map(counts.map((c) => [Number(c.rating), Number(c.n)]));
}

/** A shop's reviews per star, as the shop keeps them (migration 015): it may have tens of thousands. */
async function shopStars(db: Db, shopId: number) {
  const row = await db.selectFrom('shops').select(STAR_COLUMNS).where('id', '=', shopId).executeTakeFirstOrThrow();
  return new Map(STAR_COLUMNS.map((column, i) => [i + 1, Number(row[column])]));
}

/** A product or shop that the shopper cannot see has no reviews to show either. */
async function assertReviewable(db: Db, scope: ListScope, q: ReviewsQuery): Promise<void> {
  const shop = db
    .selectFrom('shops as s')
    .select('s.id')
    .where('s.is_active', '=', 1)
    .$if(scope.rootOnly, (qb) => qb.where('s.is_root', '=', 1));
  if (q.shop_id !== undefined) {
    if (!(await shop.where('s.id', '=', q.shop_id).executeTakeFirst())) throw AppError.notFound('Shop');
    return;
  }
  const product = await shop
    .innerJoin('products as p', 'p.shop_id', 's.id')
    .where('p.id', '=', q.product_id!)
    .where('p.is_active', '=', 1)
    .executeTakeFirst();
  if (!product) throw AppError.notFound('Product');
}
