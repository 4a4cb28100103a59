import { shopperEndpoints as endpoints, type ProductReviewBody } from '@souk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from '../../order/index.ts';
import { productKeys } from '../../product/index.ts';
import { reviewKeys } from '../keys.ts';

/** What the dialog sends: without a chosen rating the server answers with the rating's field error. */
export type ReviewDraft = Omit<ProductReviewBody, 'rating'> & Partial<Pick<ProductReviewBody, 'rating'>>;

// A draft without a rating is sent as it is: the server's refusal names the field, under the stars.
export const writeReview = (body: ReviewDraft) =>
  api(endpoints.reviews.writeReview, { body: body as ProductReviewBody });

/**
 * Review a product of a delivered order. The order (which marks the line reviewed), the
 * product's rating and the review lists refresh; field errors stay on the mutation. The
 * refresh is not awaited, so the dialog closes and gives focus back before the line changes.
 */
export function useWriteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeReview,
    onSuccess: (_data, body) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: productKeys.detail(Number(body.product_id)) });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}
