import { REVIEW_RATINGS } from '@souk/contract';
import clsx from 'clsx';
import { Star } from 'lucide-react';
import { FieldError } from '../../../components/ui/text-field.tsx';
import { countKey, useT } from '../../../lib/i18n.ts';

interface StarRatingInputProps {
  name: string;
  label: string;
  value: number | null;
  onChange: (rating: number) => void;
  error?: string | undefined;
}

/**
 * A 1-5 star choice built on native radio buttons, so it is a radio group to assistive
 * technology and arrow keys move the choice; the stars up to the chosen one fill in.
 */
export function StarRatingInput({ name, label, value, onChange, error }: StarRatingInputProps) {
  const t = useT();
  const labelId = `field-${name}-label`;
  const errorId = `field-${name}-error`;
  return (
    <div>
      <p id={labelId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        className="flex gap-1"
      >
        {REVIEW_RATINGS.map((rating) => (
          <label
            key={rating}
            className="cursor-pointer rounded p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-600"
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="sr-only"
            />
            <span className="sr-only">{t(countKey(rating, ':rating star', ':rating stars'), { rating })}</span>
            <Star
              aria-hidden
              className={clsx(
                'size-8',
                value !== null && rating <= value
                  ? 'fill-amber-400 text-amber-400'
                  : error
                    ? 'fill-white text-rose-400'
                    : 'fill-white text-slate-400',
              )}
            />
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
