import type { Quote } from '@souk/contract';
import { Price } from '../../../components/ui/price.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';

/** The shopper's note, and the shop's answer: its note, the total and how long the prices hold. */
export function QuoteAnswer({ quote }: { quote: Quote }) {
  const t = useT();
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]" data-testid="quote-answer">
      <dt className="text-slate-500">{t('Requested on')}</dt>
      <dd>{formatDate(quote.created_at)}</dd>
      {quote.note ? (
        <>
          <dt className="text-slate-500">{t('Your note')}</dt>
          <dd className="break-words whitespace-pre-line">
            <bdi>{quote.note}</bdi>
          </dd>
        </>
      ) : null}
      {quote.shop_note ? (
        <>
          <dt className="text-slate-500">{t("Shop's answer")}</dt>
          <dd className="break-words whitespace-pre-line">
            <bdi>{quote.shop_note}</bdi>
          </dd>
        </>
      ) : null}
      {quote.valid_until ? (
        <>
          <dt className="text-slate-500">{t('Valid until')}</dt>
          <dd>{formatDate(quote.valid_until)}</dd>
        </>
      ) : null}
      {quote.total > 0 ? (
        <>
          <dt className="text-slate-500">{t('Quoted total')}</dt>
          <dd>
            <Price amount={quote.total} className="text-base font-bold text-primary-800" />
          </dd>
        </>
      ) : null}
    </dl>
  );
}
