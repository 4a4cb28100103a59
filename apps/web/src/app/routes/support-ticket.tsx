import { useParams } from 'react-router';
import { AccountScreen } from '../../components/ui/account-screen.tsx';
import { DetailBody, DetailHeading } from '../../components/ui/detail-body.tsx';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { useT } from '../../lib/i18n.ts';
import {
  CancelTicketButton,
  HighlightedMessages,
  ReplyBox,
  TicketAttachments,
  TicketFacts,
  TicketStatusBadge,
  TicketThread,
  useTicketQuery,
} from '../../features/support/index.ts';
import { ApiError } from '../../lib/api-client.ts';

const box = 'rounded-lg border border-slate-200 p-3 sm:p-4';

/**
 * /support-ticket/{ticketNumber}: the ticket, its files, the pinned messages, the thread (which
 * opens with the ticket's own message) and a reply box while it runs.
 */
export function Component() {
  const t = useT();
  const ticketNumber = useParams().ticketNumber ?? '';
  const { data, error, refetch } = useTicketQuery(ticketNumber);
  if (error instanceof ApiError && (error.status === 404 || error.status === 422)) {
    return <NotFoundState message="This ticket does not exist." />;
  }
  return (
    <AccountScreen title="Support Ticket">
      <DetailBody data={data} error={error} onRetry={() => void refetch()}>
        {({ support_ticket: ticket, highlighted_messages: highlighted }) => (
          <div className="space-y-4">
            <DetailHeading code={ticket.ticket_no} state={<TicketStatusBadge status={ticket.status} />}>
              {ticket.status === 'running' ? (
                <div className="ms-auto">
                  <CancelTicketButton ticketNumber={ticket.ticket_no} />
                </div>
              ) : null}
            </DetailHeading>
            <section className={`${box} space-y-3`}>
              <TicketFacts ticket={ticket} />
              <TicketAttachments attachments={ticket.attachments} />
            </section>
            <HighlightedMessages messages={highlighted} />
            <section className={box} aria-labelledby="ticket-conversation">
              <h3 id="ticket-conversation" className="mb-3 text-sm font-semibold">
                {t('Conversation')}
              </h3>
              <TicketThread messages={ticket.messages} />
            </section>
            {ticket.status === 'running' ? (
              <ReplyBox ticketNumber={ticket.ticket_no} />
            ) : (
              <p className="text-sm text-slate-600">{t('This ticket is closed; replies are no longer possible.')}</p>
            )}
          </div>
        )}
      </DetailBody>
    </AccountScreen>
  );
}
