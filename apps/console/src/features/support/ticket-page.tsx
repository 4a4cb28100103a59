import type { SupportTicketResponse } from '@souk/contract';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { DetailPage } from '../../components/detail-page.tsx';
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
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="ticket-title" className="text-2xl font-semibold">
            <bdi>{ticket.subject ?? t('support.noSubject')}</bdi>
          </h1>
          <TicketStatusBadge status={ticket.status} />
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <Detail term={t('support.number')} ltr>
            {ticket.ticket_no}
          </Detail>
          <Detail term={t('support.issue')}>{ticket.issue_type}</Detail>
          <Detail term={t('support.order')} ltr>
            {ticket.order_number ?? '—'}
          </Detail>
          <Detail term={t('support.opened')}>{dateTime(ticket.created_at, intl)}</Detail>
          <Detail term={t('support.contact')} ltr>
            {[ticket.email, ticket.phone].filter(Boolean).join(' · ')}
          </Detail>
        </dl>
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
      </header>
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

function Detail({ term, ltr, children }: { term: string; ltr?: boolean; children: React.ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="text-slate-600">{term}</dt>
      <dd className="min-w-0 break-words font-medium" dir={ltr ? 'ltr' : undefined}>
        <bdi>{children}</bdi>
      </dd>
    </div>
  );
}
