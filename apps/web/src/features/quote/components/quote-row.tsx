import type { Quote } from '@souk/contract';
import { ListRow, RowCode } from '../../../components/ui/list-row.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { QuoteStatusBadge } from './quote-status-badge.tsx';

/** A quote in the list: number, state, shop, date, products and (once answered) the total. */
export function QuoteRow({ quote }: { quote: Quote }) {
  const t = useT();
  return (
    <ListRow to={`/view-quote/${quote.id}`} testId="quote-row" image={quote.shop.logo} label={t('View Quote')}>
      <RowCode code={quote.quote_number} state={<QuoteStatusBadge status={quote.status} />} />
      <p className="truncate text-slate-600">
        <bdi>{quote.shop.name}</bdi> · {formatDate(quote.created_at)}
      </p>
      {/* Its own direction, so a cut list of names loses its end, not its start, in either language. */}
      <p dir="auto" className="truncate text-slate-600">
        {quote.lines.map((line) => line.product.name).join(', ')}
      </p>
      {quote.total > 0 ? <Price amount={quote.total} className="font-semibold text-slate-900" /> : null}
    </ListRow>
  );
}
