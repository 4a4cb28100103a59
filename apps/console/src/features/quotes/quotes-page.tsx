import { quoteStatuses, type SellerQuotesResponse } from '@souk/contract';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { ListPage } from '../../components/list-page.tsx';
import { dateTime } from '../../lib/dates.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useFormatMoney } from '../../lib/money.ts';
import { useStatusPage } from '../../lib/use-status-page.ts';
import { QuoteStatusBadge } from './quote-status-badge.tsx';
import { QUOTES_PER_PAGE, useQuotes } from './use-quotes.ts';

type SellerQuote = SellerQuotesResponse['quotes'][number];
const column = createColumnHelper<SellerQuote>();

/** The quotes shoppers asked of the shop, by status, newest first. */
export function QuotesPage() {
  const { t, intl } = useI18n();
  const money = useFormatMoney();
  const { status, page, setPage } = useStatusPage(quoteStatuses);
  const quotes = useQuotes(status, page);
  const columns = useMemo(
    () => [
      column.accessor('quote_number', {
        header: t('quotes.number'),
        cell: (info) => (
          <Link to={`/quotes/${info.row.original.id}`} className="font-mono text-primary-800 hover:underline" dir="ltr">
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor((quote) => quote.customer.name, {
        id: 'customer',
        header: t('quotes.customer'),
        cell: (info) => <bdi>{info.getValue()}</bdi>,
      }),
      column.accessor('created_at', { header: t('quotes.asked'), cell: (info) => dateTime(info.getValue(), intl) }),
      column.accessor((quote) => quote.lines.length, { id: 'lines', header: t('quotes.lines') }),
      column.accessor('total', {
        header: t('quotes.total'),
        cell: (info) => (info.row.original.status === 'Pending' ? '—' : money(info.getValue())),
      }),
      column.accessor('status', {
        header: t('quotes.status'),
        cell: (info) => <QuoteStatusBadge status={info.getValue()} />,
      }),
    ],
    [t, intl, money],
  );
  // The table's functions are read in this render only; nothing here memoises them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: quotes.data?.quotes ?? [], columns, getCoreRowModel: getCoreRowModel() });
  return (
    <ListPage
      titleId="quotes-title"
      title={t('quotes.title')}
      tabs={{
        label: t('quotes.status'),
        statuses: quoteStatuses,
        current: status,
        all: t('quotes.all'),
        name: (tab) => t(`quoteStatus.${tab}`),
      }}
      query={quotes}
      rows={(data) => data.quotes}
      empty={t('quotes.empty')}
      paging={{ page, perPage: QUOTES_PER_PAGE, onPage: setPage }}
    >
      {() => (
        <DataTable
          table={table}
          label={t('quotes.title')}
          rowKey={(quote) => quote.quote_number}
          busy={quotes.isPlaceholderData}
          minWidth="min-w-[640px]"
        />
      )}
    </ListPage>
  );
}
