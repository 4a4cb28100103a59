import type { ReviewsQuery, ReviewsResponse } from '@souk/contract';
import { roundHalfUp } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { reviewPage, reviewsOf, shopStars, starsOf, visibleProduct, visibleShop } from './review-queries.ts';
import type { ListScope } from './scope.ts';
import { reviewView } from '../review/view.ts';

/** `GET /reviews`: a page of a product's or a shop's reviews with the 1-5 star breakdown. */
export async function listReviews(db: Db, scope: ListScope, q: ReviewsQuery): Promise<ReviewsResponse> {
  await assertReviewable(db, scope, q);
  const reviews = reviewsOf(db, q);
  const [page, byStar] = await Promise.all([
    reviewPage(reviews, q),
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

/** A product or shop that the shopper cannot see has no reviews to show either. */
async function assertReviewable(db: Db, scope: ListScope, q: ReviewsQuery): Promise<void> {
  if (q.shop_id !== undefined) {
    if (!(await visibleShop(db, scope.rootOnly, q.shop_id))) throw AppError.notFound('Shop');
    return;
  }
  const product = await visibleProduct(db, scope.rootOnly, q.product_id!);
  if (!product) throw AppError.notFound('Product');
}
