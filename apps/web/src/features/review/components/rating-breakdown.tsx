import type { ReviewsResponse } from '@souk/contract';
import { Stars } from '../../../components/ui/stars.tsx';
import { countKey, useT } from '../../../lib/i18n.ts';

/** The average rating and a bar per star level, 5 down to 1, with its share of the reviews. */
export function RatingBreakdown({ summary }: { summary: ReviewsResponse['average_rating_percentage'] }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:gap-8">
      <div className="text-center sm:w-40">
        <p className="text-4xl font-bold">{summary.rating.toFixed(1)}</p>
        <Stars rating={summary.rating} className="justify-center" />
        <p className="mt-1 text-sm text-slate-600">{t(':count reviews', { count: summary.total_review })}</p>
      </div>
      <ul className="flex-1 space-y-1.5" aria-label={t('Rating breakdown')} data-testid="rating-breakdown">
        {(['5', '4', '3', '2', '1'] as const).map((level) => {
          const percent = Math.round(summary.percentages[level] ?? 0);
          return (
            <li key={level} className="flex items-center gap-2 text-sm">
              <span className="w-14 shrink-0">
                {t(countKey(Number(level), ':rating star', ':rating stars'), { rating: level })}
              </span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${percent}%` }} />
              </span>
              <span className="w-10 shrink-0 text-end tabular-nums text-slate-600">{percent}%</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
