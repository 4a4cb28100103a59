import { z } from 'zod';
import { reviewSchema } from './catalog.ts';
import { paginationQuerySchema, wholeNumberInput } from './common.ts';

/** `GET /seller/reviews`: reviews of the shop's products, newest first, optionally of one rating. */
export const sellerReviewsQuerySchema = paginationQuerySchema.extend({
  rating: wholeNumberInput('rating', 1, 5).optional(),
});
export type SellerReviewsQuery = z.input<typeof sellerReviewsQuerySchema>;

/** A review as the shop sees it: with the product it is about and the order it came from. */
export const sellerReviewSchema = reviewSchema.extend({
  product: z.object({ id: z.number(), name: z.string(), thumbnail: z.string() }),
  order_id: z.number().nullable(),
});
export type SellerReview = z.infer<typeof sellerReviewSchema>;

export const sellerReviewsResponseSchema = z.object({
  /** Reviews matching the rating asked for (all when none). */
  total: z.number(),
  /** The shop's reviews per rating, whatever was asked: the filter's counts. */
  ratings: z.record(z.enum(['1', '2', '3', '4', '5']), z.number()),
  /** The shop's average rating over every review (0 with none). */
  average: z.number(),
  reviews: z.array(sellerReviewSchema),
});
export type SellerReviewsResponse = z.infer<typeof sellerReviewsResponseSchema>;
