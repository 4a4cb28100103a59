import { useState } from 'react';
import { FormEnd } from '../../../components/ui/form-end.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldErrors, generalError, type MutationFormProps } from '../../../lib/form.ts';
import { useT } from '../../../lib/i18n.ts';
import type { ReviewDraft } from '../api/write-review.ts';
import { StarRatingInput } from './star-rating-input.tsx';

export type ReviewValues = Omit<ReviewDraft, 'product_id' | 'order_id'>;

/** Stars and the review text; the rules (and their wording) are the server's. */
export function ReviewForm({ pending, error, onSubmit }: MutationFormProps<ReviewValues>) {
  const t = useT();
  const [rating, setRating] = useState<number | null>(null);
  const { errors, onInput } = useFieldErrors(error);
  // A refusal about the order or the product concerns the whole form, not a field in it.
  const other = errors.order_id ?? errors.product_id ?? generalError(error);
  return (
    <form
      onInput={onInput}
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const description = String(new FormData(event.currentTarget).get('description') ?? '');
        onSubmit({ ...(rating === null ? {} : { rating }), description });
      }}
    >
      {/* The form sends a chosen star or none, so a rating error no longer applies once one is chosen. */}
      <StarRatingInput
        name="rating"
        label={t('Your rating')}
        value={rating}
        onChange={setRating}
        error={rating === null ? errors.rating : undefined}
      />
      <TextField name="description" label={t('Your review')} multiline error={errors.description} />
      <FormEnd message={other} pending={pending} label={t('Submit review')} />
    </form>
  );
}
