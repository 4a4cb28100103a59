import type { SupportTicket } from '@souk/contract';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';

/** Subject, issue type, order, contact details and the date a ticket was opened. */
export function TicketFacts({ ticket }: { ticket: SupportTicket }) {
  const t = useT();
  const facts: Array<[string, string | null, boolean]> = [
    [t('Subject'), ticket.subject, false],
    [t('Issue type'), ticket.issue_type, false],
    [t('Order number'), ticket.order_number, true],
    [t('Email Address'), ticket.email, true],
    [t('Phone Number'), ticket.phone, true],
    [t('Opened on'), formatDate(ticket.created_at), false],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]" data-testid="ticket-facts">
      {facts
        .filter(([, value]) => value)
        .map(([label, value, ltr]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="break-words">{ltr ? <bdi dir="ltr">{value}</bdi> : <bdi>{value}</bdi>}</dd>
          </div>
        ))}
    </dl>
  );
}
