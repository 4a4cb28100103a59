import { z } from 'zod';
import { reviewSchema } from './catalog.ts';
import { idSchema, requiredText, wholeNumberInput } from './common.ts';

/** Longest review text: a few paragraphs, enough to say what was good or bad. */
export const MAX_REVIEW_DESCRIPTION = 1000;
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * `POST /product-review`: a product of one of the shopper's own delivered orders, once per
 * product per order. The text is required, as the reference API treats it as the review itself.
 */
export const productReviewBodySchema = z.object({
  product_id: idSchema,
  order_id: idSchema,
  rating: wholeNumberInput('rating', 1, 5),
  description: requiredText('description', MAX_REVIEW_DESCRIPTION),
});
export type ProductReviewBody = z.input<typeof productReviewBodySchema>;

/** The stored review, shaped as `GET /reviews` lists it. */
export const productReviewResponseSchema = z.object({ review: reviewSchema });
export type ProductReviewResponse = z.infer<typeof productReviewResponseSchema>;
