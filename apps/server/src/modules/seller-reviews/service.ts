import type { SellerReviewsResponse, sellerReviewsQuerySchema } from '@souk/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { ratingOf } from '../review/queries.ts';
import { reviewView } from '../review/view.ts';
import { sellerShopId } from '../seller/service.ts';
import { reviewPageIds, reviewRows, shopStars } from './queries.ts';

/**
 * `GET /seller/reviews`: a page of the owner's shop's reviews, newest first, optionally of one
 * rating. The counts per rating, the total and the average come from the counts the shop keeps
 * with every review, one row, however many reviews the shop has (70,000 in a million-product
 * catalogue); the page's ids come off an index, then only its rows are read.
 */
export async function shopReviews(
  db: Db,
  sellerId: number,
  query: z.output<typeof sellerReviewsQuerySchema>,
): Promise<SellerReviewsResponse> {
  const shopId = await sellerShopId(db, sellerId);
  const page = { shopId, rating: query.rating, offset: (query.page - 1) * query.per_page, limit: query.per_page };
  const [stars, ids] = await Promise.all([shopStars(db, shopId), reviewPageIds(db, page)]);
  const rows = ids.length > 0 ? await reviewRows(db, ids) : [];
  const { rating: average, review_count } = ratingOf(stars);
  return {
    total: query.rating === undefined ? review_count : (stars[query.rating - 1] ?? 0),
    ratings: Object.fromEntries(stars.map((n, i) => [String(i + 1), n])) as SellerReviewsResponse['ratings'],
    average,
    reviews: rows.map(({ order_id, product_id, product_name, product_thumbnail, ...review }) => ({
      ...reviewView(review),
      product: { id: product_id, name: product_name, thumbnail: product_thumbnail },
      order_id,
    })),
  };
}
