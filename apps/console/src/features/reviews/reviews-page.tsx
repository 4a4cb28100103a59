import { endpoints, type SellerReview } from '@souk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { ListPage } from '../../components/list-page.tsx';
import { api } from '../../lib/api.ts';
import { dateTime } from '../../lib/dates.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useStatusPage } from '../../lib/use-status-page.ts';

const REVIEWS_PER_PAGE = 20;
const RATINGS = ['5', '4', '3', '2', '1'] as const;

/** What shoppers said of the shop's products, newest first, by rating. */
export function ReviewsPage() {
  const { t, intl } = useI18n();
  const { status: rating, page, setPage } = useStatusPage(RATINGS, 'rating');
  const reviews = useQuery({
    queryKey: ['reviews', rating ?? 'all', page],
    queryFn: () =>
      api(endpoints.sellerReviews.reviews, {
        query: { rating: rating === undefined ? undefined : Number(rating), page, per_page: REVIEWS_PER_PAGE },
      }),
    placeholderData: keepPreviousData,
  });
  const data = reviews.data;
  const count = data ? Object.values(data.ratings).reduce((sum, n) => sum + n, 0) : 0;
  return (
    <ListPage
      titleId="reviews-title"
      title={t('reviews.title')}
      lead={data && t('reviews.average', { average: data.average.toLocaleString(intl), count })}
      tabs={{
        label: t('reviews.filter'),
        param: 'rating',
        statuses: RATINGS,
        current: rating,
        all: t('reviews.all'),
        name: (tab) => t('reviews.stars', { count: Number(tab) }),
        count: (tab) => (tab && data ? data.ratings[tab] : undefined),
      }}
      query={reviews}
      rows={(found) => found.reviews}
      empty={t('reviews.empty')}
      paging={{ page, perPage: REVIEWS_PER_PAGE, onPage: setPage }}
    >
      {(rows) => (
        <ul className="space-y-3" aria-busy={reviews.isPlaceholderData}>
          {rows.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
    </ListPage>
  );
}

function ReviewItem({ review }: { review: SellerReview }) {
  const { t, intl } = useI18n();
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 text-sm" data-review={review.id}>
      <div className="flex flex-wrap items-center gap-3">
        <img src={review.product.thumbnail} alt="" width={40} height={40} className="size-10 rounded object-cover" />
        <Link
          to={`/products/${review.product.id}`}
          className="min-w-0 flex-1 font-medium text-primary-800 hover:underline"
        >
          <bdi>{review.product.name}</bdi>
        </Link>
        <span
          className="flex items-center gap-0.5"
          role="img"
          aria-label={t('reviews.rating', { rating: review.rating })}
        >
          {[1, 2, 3, 4, 5].map((n) => (
            <Star
              key={n}
              aria-hidden
              className={n <= review.rating ? 'size-4 fill-amber-500 text-amber-500' : 'size-4 text-slate-300'}
            />
          ))}
        </span>
      </div>
      {review.description && (
        <p className="mt-2 whitespace-pre-line" dir="auto">
          {review.description}
        </p>
      )}
      <p className="mt-2 text-slate-600">
        <bdi>{review.customer_name}</bdi> · {dateTime(review.created_at, intl)}
        {review.order_id !== null && (
          <>
            {' · '}
            <Link to={`/orders/${review.order_id}`} className="text-primary-700 underline">
              {t('reviews.order', { id: review.order_id })}
            </Link>
          </>
        )}
      </p>
    </li>
  );
}
