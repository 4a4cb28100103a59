import type { SupportTicketSummary } from '@souk/contract';
import { ListRow, RowCode } from '../../../components/ui/list-row.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { TicketStatusBadge } from './ticket-status-badge.tsx';

/** A ticket in the list: number, state, subject, issue type, order and date; opens its thread. */
export function TicketRow({ ticket }: { ticket: SupportTicketSummary }) {
  const t = useT();
  return (
    <ListRow
      to={`/support-ticket/${encodeURIComponent(ticket.ticket_no)}`}
      testId="ticket-row"
      label={t('View Ticket')}
    >
      <RowCode code={ticket.ticket_no} state={<TicketStatusBadge status={ticket.status} />} />
      <p dir="auto" className="truncate-name font-medium">
        <bdi>{ticket.subject ?? ticket.issue_type}</bdi>
      </p>
      {/* Wraps rather than cuts, so the date stays readable on a phone. */}
      <p className="flex flex-wrap gap-x-2 text-slate-600">
        <bdi>{ticket.issue_type}</bdi>
        {ticket.order_number ? (
          <span>
            {t('Order')} <bdi dir="ltr">{ticket.order_number}</bdi>
          </span>
        ) : null}
        <span>{formatDate(ticket.created_at)}</span>
      </p>
    </ListRow>
  );
}
