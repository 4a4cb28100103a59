import type { ProductReviewResponse, productReviewBodySchema } from '@souk/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { isoAt } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { findOrderedLine, findReview, insertReview, lockProductAndShop, recountRatings } from './queries.ts';
import { reviewView } from './view.ts';

type ReviewBody = z.output<typeof productReviewBodySchema>;

/** Which of the rules a review breaks, as a field error; another customer's order reads as missing. */
async function assertReviewable(ctx: AppContext, userId: number, body: ReviewBody): Promise<void> {
  const line = await findOrderedLine(ctx.db, userId, body.order_id, body.product_id);
  if (!line) throw new AppError(404, 'Order not found.', { order_id: ['Order not found.'] });
  if (line.order_status !== 'Delivered') {
    throw AppError.validation('order_id', 'You can review the products of an order once it has been delivered.');
  }
  if (line.product_id === null) throw AppError.validation('product_id', 'This product is not part of this order.');
}

/**
 * `POST /product-review`: the review, the product's and its shop's rating and review count in
 * one transaction. The unique index on (order, product) turns a second or racing review of the
 * same line into a field error; the catalogue caches then drop the old ratings.
 */
export async function writeReview(ctx: AppContext, userId: number, body: ReviewBody): Promise<ProductReviewResponse> {
  await assertReviewable(ctx, userId, body);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const shopId = await lockProductAndShop(trx, ctx.kind, body.product_id);
    const reviewId = await insertReview(trx, {
      product_id: body.product_id,
      shop_id: shopId,
      user_id: userId,
      order_id: body.order_id,
      rating: body.rating,
      description: body.description,
      created_at: isoAt(ctx.clock),
    }).catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      throw AppError.validation('product_id', 'You have already reviewed this product for this order.');
    });
    await recountRatings(trx, body.product_id, shopId, body.rating);
    return reviewId;
  });
  // Ratings are figures: lists show them, but keep what they summarise (no count by rating).
  catalogChanged('figures');
  const review = await findReview(ctx.db, id);
  return { review: reviewView(review) };
}
