import { useSearchParams } from 'react-router';
import { AccountScreen } from '../../components/ui/account-screen.tsx';
import { PagedList } from '../../components/ui/paged-list.tsx';
import { StatusTabs } from '../../components/ui/status-tabs.tsx';
import { useT } from '../../lib/i18n.ts';
import {
  NewTicketButton,
  TICKET_TABS,
  TicketRow,
  TICKETS_PER_PAGE,
  ticketTab,
  useTicketsQuery,
} from '../../features/support/index.ts';
import { pageFromParam, pageSlice } from '../../lib/pagination.ts';

/** /support-tickets: running, completed and cancelled tickets with their counts, and a new one. */
export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const status = ticketTab(params.get('status'));
  const page = pageFromParam(params.get('page'));
  const { data, isError, refetch } = useTicketsQuery(status, page);
  return (
    <AccountScreen title="Support Ticket">
      <div className="mb-4 flex justify-end">
        <NewTicketButton />
      </div>
      <StatusTabs
        label={t('Ticket status')}
        tabs={TICKET_TABS.map((tab) => ({ key: tab.key, label: t(tab.label) }))}
        current={status}
        counts={data ? { running: data.running, completed: data.completed, cancel: data.cancel } : {}}
        defaultKey="running"
      />
      <PagedList
        items={data && pageSlice(data.support_tickets, page, TICKETS_PER_PAGE)}
        total={data?.total ?? 0}
        perPage={TICKETS_PER_PAGE}
        isError={isError}
        onRetry={() => void refetch()}
        emptyTitle={t('No tickets here')}
        render={(ticket) => <TicketRow key={ticket.id} ticket={ticket} />}
      />
    </AccountScreen>
  );
}
