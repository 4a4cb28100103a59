import type { Quote } from '@souk/contract';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { Writable } from '../../components/writable.tsx';
import { dayFromToday } from '../../lib/dates.ts';
import { fieldError, hasFieldErrors } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useFormatMoney } from '../../lib/money.ts';
import { useAnswerQuote, useDeclineQuote } from './use-quotes.ts';

/** A quote holds a week unless the owner says otherwise. */
const VALID_DAYS = 7;

/** The price a line starts from: what the shopper hoped for, else what the product sells at. */
function startingPrice(line: Quote['lines'][number]): string {
  const price =
    line.target_price ?? (line.product.discount_price > 0 ? line.product.discount_price : line.product.price);
  return String(price);
}

/** A unit price for every line, how long it holds and a note; or declining the quote. */
export function AnswerForm({ quote }: { quote: Quote }) {
  const { t, intl } = useI18n();
  const money = useFormatMoney();
  const answer = useAnswerQuote(quote.id);
  const decline = useDeclineQuote(quote.id);
  const [prices, setPrices] = useState(() => quote.lines.map(startingPrice));
  const [validUntil, setValidUntil] = useState(() => dayFromToday(VALID_DAYS));
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer.mutate(
      {
        lines: quote.lines.map((line, i) => ({ id: line.id, unit_price: prices[i] ?? '' })),
        valid_until: validUntil,
        note,
      },
      {
        onSuccess: () => toast.success(t('quote.answered', { number: quote.quote_number })),
        onError: (error) => toast.error(hasFieldErrors(error) ? t('form.fixErrors') : error.message),
      },
    );
  };
  const onDecline = (done: () => void) =>
    decline.mutate(note, {
      onSuccess: () => toast.success(t('quote.declined', { number: quote.quote_number })),
      onError: (error) => toast.error(hasFieldErrors(error) ? t('form.fixErrors') : error.message),
      onSettled: done,
    });
  const busy = answer.isPending || decline.isPending;
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <ul className="space-y-3">
        {quote.lines.map((line, i) => (
          <li key={line.id} className="flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4">
            <img src={line.product.thumbnail} alt="" width={56} height={56} className="size-14 rounded object-cover" />
            <div className="min-w-0 flex-1 basis-48 text-sm">
              <p className="font-semibold">
                <bdi>{line.product.name}</bdi>
              </p>
              <p className="text-slate-600">
                {[line.size?.name, line.color?.name].filter(Boolean).join(' · ')}
                {(line.size || line.color) && ' · '}
                {t('quote.quantity')}: {line.quantity.toLocaleString(intl)}
              </p>
              <p className="text-slate-600">
                {t('quote.listPrice')}:{' '}
                {money(line.product.discount_price > 0 ? line.product.discount_price : line.product.price)}
                {line.target_price !== null && (
                  <>
                    {' · '}
                    {t('quote.target')}: {money(line.target_price)}
                  </>
                )}
              </p>
            </div>
            <TextField
              className="w-40"
              label={t('quote.unitPrice')}
              aria-label={t('quote.unitPriceFor', { name: line.product.name })}
              inputMode="decimal"
              dir="ltr"
              value={prices[i] ?? ''}
              onChange={(event) => setPrices(prices.map((price, j) => (j === i ? event.target.value : price)))}
              error={fieldError(answer.error, `lines.${i}.unit_price`)}
            />
          </li>
        ))}
      </ul>
      <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <TextField
          label={t('quote.validUntil')}
          type="date"
          min={dayFromToday(0)}
          value={validUntil}
          onChange={(event) => setValidUntil(event.target.value)}
          error={fieldError(answer.error, 'valid_until')}
        />
        <TextAreaField
          className="sm:col-span-2"
          label={t('quote.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={fieldError(answer.error, 'note') ?? fieldError(decline.error, 'note')}
        />
      </div>
      <Writable>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={busy}
            className="rounded-md bg-primary-700 px-5 py-2 font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
          >
            {t('quote.answer')}
          </button>
          <ConfirmButton
            label={t('quote.decline')}
            question={t('quote.declineConfirm', { number: quote.quote_number })}
            confirmLabel={t('quote.declineYes')}
            pending={busy}
            onConfirm={onDecline}
          />
        </div>
      </Writable>
    </form>
  );
}
