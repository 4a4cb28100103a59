import { type SupportTicketSummary, ticketStatuses } from '@souk/contract';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { ListPage } from '../../components/list-page.tsx';
import { dateTime } from '../../lib/dates.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useShop } from '../../lib/session.ts';
import { useStatusPage } from '../../lib/use-status-page.ts';
import { TicketStatusBadge } from './ticket-status-badge.tsx';
import { TICKETS_PER_PAGE, useTickets } from './use-tickets.ts';

const column = createColumnHelper<SupportTicketSummary>();

/** The support tickets the owner (about the shop's orders) or staff (all) answer, by status. */
export function TicketsPage() {
  const { t, intl } = useI18n();
  const shop = useShop();
  const { status, page, setPage } = useStatusPage(ticketStatuses);
  const tickets = useTickets(status, page);
  const counts = tickets.data?.counts;
  const columns = useMemo(
    () => [
      column.accessor('ticket_no', {
        header: t('support.number'),
        cell: (info) => (
          <Link
            to={`/support/${encodeURIComponent(info.getValue())}`}
            className="font-mono text-primary-800 hover:underline"
            dir="ltr"
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('subject', {
        header: t('support.subject'),
        cell: (info) => <bdi>{info.getValue() ?? t('support.noSubject')}</bdi>,
      }),
      column.accessor('issue_type', { header: t('support.issue'), cell: (info) => <bdi>{info.getValue()}</bdi> }),
      column.accessor('order_number', {
        header: t('support.order'),
        cell: (info) => (
          <span dir="ltr" className="font-mono">
            {info.getValue() ?? '—'}
          </span>
        ),
      }),
      column.accessor('created_at', { header: t('support.opened'), cell: (info) => dateTime(info.getValue(), intl) }),
      column.accessor('status', {
        header: t('support.status'),
        cell: (info) => <TicketStatusBadge status={info.getValue()} />,
      }),
    ],
    [t, intl],
  );
  // The table's functions are read in this render only; nothing here memoises them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: tickets.data?.tickets ?? [], columns, getCoreRowModel: getCoreRowModel() });
  return (
    <ListPage
      titleId="support-title"
      title={t('support.title')}
      lead={shop ? t('support.lead') : t('support.leadStaff')}
      tabs={{
        label: t('support.statuses'),
        statuses: ticketStatuses,
        current: status,
        all: t('support.all'),
        name: (tab) => t(`support.status.${tab}`),
        count: (tab) => counts?.[tab ?? 'all'] ?? (counts ? 0 : undefined),
      }}
      query={tickets}
      rows={(data) => data.tickets}
      empty={t('support.empty')}
      paging={{ page, perPage: TICKETS_PER_PAGE, onPage: setPage }}
    >
      {() => (
        <DataTable
          table={table}
          label={t('support.title')}
          rowKey={(ticket) => ticket.ticket_no}
          busy={tickets.isFetching && !tickets.isPending}
          minWidth="min-w-[640px]"
        />
      )}
    </ListPage>
  );
}
