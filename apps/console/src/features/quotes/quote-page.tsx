import type { SellerQuoteResponse } from '@souk/contract';
import { Link, useParams } from 'react-router';
import { DetailPage } from '../../components/detail-page.tsx';
import { dateOnly, dateTime } from '../../lib/dates.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useFormatMoney } from '../../lib/money.ts';
import { AnswerForm } from './answer-form.tsx';
import { QuoteStatusBadge } from './quote-status-badge.tsx';
import { useQuote } from './use-quotes.ts';

/** `/quotes/:id`: what the shopper asked, and the shop's answer or the form to give it. */
export function QuotePage() {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const quote = useQuote(id);
  return (
    <DetailPage titleId="quote-title" back={{ to: '/quotes', label: t('quote.back') }} query={quote}>
      {(data) => <QuoteDetails quote={data} />}
    </DetailPage>
  );
}

function QuoteDetails({ quote }: { quote: SellerQuoteResponse['quote'] }) {
  const { t, intl } = useI18n();
  const money = useFormatMoney();
  return (
    <>
      <div className="mb-1 flex flex-wrap items-center gap-3">
        <h1 id="quote-title" className="text-2xl font-semibold">
          {t('quote.title', { number: quote.quote_number })}
        </h1>
        <QuoteStatusBadge status={quote.status} />
      </div>
      <p className="mb-4 text-sm text-slate-600">{dateTime(quote.created_at, intl)}</p>
      {quote.note && (
        <div className="mb-4 rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="text-sm font-semibold">{t('quote.shopperNote')}</h2>
          <p className="text-sm whitespace-pre-line" dir="auto">
            {quote.note}
          </p>
        </div>
      )}
      {quote.status === 'Pending' ? (
        <AnswerForm quote={quote} />
      ) : (
        <div className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
          <ul className="divide-y divide-slate-100">
            {quote.lines.map((line) => (
              <li key={line.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  <bdi>{line.product.name}</bdi> × {line.quantity}
                </span>
                <span className="font-semibold">{line.unit_price === null ? '—' : money(line.unit_price)}</span>
              </li>
            ))}
          </ul>
          {quote.status !== 'Rejected' && quote.status !== 'Cancelled' && (
            <p className="mt-3 font-semibold">
              {t('quotes.total')}: {money(quote.total)}
            </p>
          )}
          {quote.valid_until && quote.status === 'Quoted' && (
            <p className="mt-2">{t('quote.quotedUntil', { date: dateOnly(quote.valid_until, intl) })}</p>
          )}
          {quote.status === 'Accepted' && (
            <p className="mt-2 text-emerald-800">
              {t(quote.orders.length > 0 ? 'quote.orderedNote' : 'quote.acceptedNote')}
            </p>
          )}
          {quote.orders.length > 0 && (
            <ul className="mt-1 space-y-1">
              {quote.orders.map((order) => (
                <li key={order.id}>
                  <Link to={`/orders/${order.id}`} className="font-medium text-primary-800 hover:underline">
                    {t('quote.order', { code: order.order_code })}
                  </Link>{' '}
                  <span className="text-slate-600">{dateTime(order.created_at, intl)}</span>
                </li>
              ))}
            </ul>
          )}
          {quote.shop_note && (
            <p className="mt-2 whitespace-pre-line" dir="auto">
              {t('quote.yourNote')}: {quote.shop_note}
            </p>
          )}
        </div>
      )}
    </>
  );
}
