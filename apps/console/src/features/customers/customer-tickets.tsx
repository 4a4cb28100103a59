import type { StaffCustomerTicket } from '@souk/contract';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { dateTime } from '../../lib/dates.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { TicketStatusBadge } from '../support/ticket-status-badge.tsx';

const column = createColumnHelper<StaffCustomerTicket>();

/** The customer's latest support tickets, each opening in the Support section. */
export function CustomerTickets({ tickets, total }: { tickets: StaffCustomerTicket[]; total: number }) {
  const { t, intl } = useI18n();
  const columns = useMemo(
    () => [
      column.accessor('ticket_number', {
        header: t('customers.ticket'),
        cell: (info) => (
          <Link
            to={`/support/${encodeURIComponent(info.getValue())}`}
            className="font-semibold text-primary-800 hover:underline"
            dir="ltr"
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('subject', {
        header: t('customers.subject'),
        cell: (info) => <bdi>{info.getValue() ?? t('customers.noSubject')}</bdi>,
      }),
      column.accessor('status', {
        header: t('customers.status'),
        cell: (info) => <TicketStatusBadge status={info.getValue()} />,
      }),
      column.accessor('created_at', { header: t('customers.opened'), cell: (info) => dateTime(info.getValue(), intl) }),
    ],
    [t, intl],
  );
  // The table's functions are read in this render only; nothing here memoises them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: tickets, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold">{t('customers.ticketsTitle')}</h2>
      <p className="text-sm text-slate-600">{t('customers.ticketsCount', { count: total })}</p>
      {tickets.length > 0 && (
        <DataTable
          table={table}
          label={t('customers.ticketsTitle')}
          rowKey={(ticket) => String(ticket.id)}
          minWidth="min-w-[560px]"
        />
      )}
    </section>
  );
}
