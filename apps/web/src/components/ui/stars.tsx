import clsx from 'clsx';
import { Star } from 'lucide-react';
import { useT } from '../../lib/i18n.ts';

/** A 0-5 rating as five stars, read out as "4.5 out of 5". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const t = useT();
  const filled = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={t(':rating out of 5', { rating: rating.toFixed(1) })}
      className={clsx('inline-flex', className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={clsx('size-4', n <= filled ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200')}
        />
      ))}
    </span>
  );
}
