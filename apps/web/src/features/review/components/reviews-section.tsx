import { CircleUserRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Paginator } from '../../../components/ui/paginator.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { formatDate } from '../../../lib/format.ts';
import { pageFromParam } from '../../../lib/pagination.ts';
import { useT } from '../../../lib/i18n.ts';
import { REVIEWS_PER_PAGE, type ReviewTarget, useReviewsQuery } from '../api/get-reviews.ts';
import { RatingBreakdown } from './rating-breakdown.tsx';

/** Its own page parameter, so paging reviews does not page the products beside them. */
const PAGE_PARAM = 'review_page';

/** The 1-5 star breakdown and a page of reviews for a product or a shop. */
export function ReviewsSection({ target }: { target: ReviewTarget }) {
  const t = useT();
  const [params] = useSearchParams();
  const { data, isPending, isError, refetch } = useReviewsQuery(target, pageFromParam(params.get(PAGE_PARAM)));
  return (
    <Section id="reviews" title={t('Reviews')} className="scroll-mt-4">
      {isError ? <ErrorState onRetry={() => void refetch()} /> : null}
      {isPending ? <Skeleton className="h-40 w-full" /> : null}
      {data ? (
        <div className="space-y-4">
          <RatingBreakdown summary={data.average_rating_percentage} />
          {data.reviews.length === 0 ? (
            <EmptyState title={t('No reviews yet')} />
          ) : (
            <ul
              className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
              data-testid="review-list"
            >
              {data.reviews.map((review) => (
                <li key={review.id} className="flex gap-3 p-4">
                  {review.customer_profile ? (
                    <img src={review.customer_profile} alt="" width={40} height={40} className="size-10 rounded-full" />
                  ) : (
                    <CircleUserRound aria-hidden className="size-10 shrink-0 text-slate-400" />
                  )}
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center justify-between gap-x-3 text-sm">
                      <bdi className="font-semibold">{review.customer_name}</bdi>
                      <time className="text-xs text-slate-500">{formatDate(review.created_at)}</time>
                    </p>
                    <Stars rating={review.rating} />
                    {review.description ? (
                      <p className="mt-1 text-sm break-words text-slate-700">
                        <bdi>{review.description}</bdi>
                      </p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Paginator total={data.total} perPage={REVIEWS_PER_PAGE} param={PAGE_PARAM} keepScroll />
        </div>
      ) : null}
    </Section>
  );
}
