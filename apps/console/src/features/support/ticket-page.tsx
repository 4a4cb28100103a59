import type { SupportTicketResponse } from '@souk/contract';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { DetailPage } from '../../components/detail-page.tsx';
import { DetailHeader, DetailTerm } from '../../components/detail-term.tsx';
import { dateTime } from '../../lib/dates.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { ReplyForm } from './reply-form.tsx';
import { TicketStatusBadge } from './ticket-status-badge.tsx';
import { TicketThread } from './ticket-thread.tsx';
import { useCloseTicket, useTicket } from './use-tickets.ts';

/** One support ticket: what the shopper asked, the thread, a reply, and closing it. */
export function TicketPage() {
  const { t } = useI18n();
  const ticketNumber = useParams().ticketNumber ?? '';
  const ticket = useTicket(ticketNumber);
  return (
    <DetailPage titleId="ticket-title" back={{ to: '/support', label: t('support.back') }} query={ticket}>
      {(data) => <TicketDetails data={data} />}
    </DetailPage>
  );
}

function TicketDetails({ data }: { data: SupportTicketResponse }) {
  const { t, intl } = useI18n();
  const ticket = data.support_ticket;
  const close = useCloseTicket(ticket.ticket_no);
  const closeAs = (status: 'completed' | 'cancel', done: () => void) =>
    close.mutate(status, {
      onSuccess: () => toast.success(t(status === 'completed' ? 'support.resolved' : 'support.cancelled')),
      onError: (error) => toast.error(error.message),
      onSettled: done,
    });
  const running = ticket.status === 'running';
  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <DetailHeader
          titleId="ticket-title"
          title={ticket.subject ?? t('support.noSubject')}
          badge={<TicketStatusBadge status={ticket.status} />}
        >
          <DetailTerm term={t('support.number')} ltr>
            {ticket.ticket_no}
          </DetailTerm>
          <DetailTerm term={t('support.issue')}>{ticket.issue_type}</DetailTerm>
          <DetailTerm term={t('support.order')} ltr>
            {ticket.order_number ?? '—'}
          </DetailTerm>
          <DetailTerm term={t('support.opened')}>{dateTime(ticket.created_at, intl)}</DetailTerm>
          <DetailTerm term={t('support.contact')} ltr>
            {[ticket.email, ticket.phone].filter(Boolean).join(' · ')}
          </DetailTerm>
        </DetailHeader>
        {running && (
          <div className="flex flex-wrap gap-2">
            <ConfirmButton
              label={t('support.resolve')}
              question={t('support.resolveConfirm')}
              confirmLabel={t('support.resolve')}
              pending={close.isPending}
              size="sm"
              onConfirm={(done) => closeAs('completed', done)}
            />
            <ConfirmButton
              label={t('support.cancel')}
              question={t('support.cancelConfirm')}
              confirmLabel={t('support.cancel')}
              pending={close.isPending}
              size="sm"
              onConfirm={(done) => closeAs('cancel', done)}
            />
          </div>
        )}
      </div>
      <TicketThread ticket={ticket} />
      {running ? (
        <ReplyForm ticketNumber={ticket.ticket_no} />
      ) : (
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
          {t('support.closed')}
        </p>
      )}
    </div>
  );
}
