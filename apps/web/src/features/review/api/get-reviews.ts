import { shopperEndpoints as endpoints } from '@souk/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reviewKeys } from '../keys.ts';

/** Reviews are read for one product or for all of a shop's products. */
export type ReviewTarget = { product_id: number } | { shop_id: number };

export const REVIEWS_PER_PAGE = 10;

export const getReviews = (target: ReviewTarget, page: number, signal?: AbortSignal) =>
  api(endpoints.catalog.reviews, { query: { ...target, page, per_page: REVIEWS_PER_PAGE }, signal });

export const reviewsQueryOptions = (target: ReviewTarget, page: number) =>
  queryOptions({
    queryKey: reviewKeys.list(target, page),
    queryFn: ({ signal }) => getReviews(target, page, signal),
    placeholderData: keepPreviousData,
  });

export const useReviewsQuery = (target: ReviewTarget, page: number) => useQuery(reviewsQueryOptions(target, page));
