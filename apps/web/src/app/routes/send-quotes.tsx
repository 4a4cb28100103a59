import { useSearchParams } from 'react-router';
import { AccountScreen } from '../../components/ui/account-screen.tsx';
import { PagedList } from '../../components/ui/paged-list.tsx';
import { StatusTabs } from '../../components/ui/status-tabs.tsx';
import { QUOTE_TABS, QuoteRow, QUOTES_PER_PAGE, quoteTab, useQuotesQuery } from '../../features/quote/index.ts';
import { useT } from '../../lib/i18n.ts';
import { pageFromParam, pageSlice } from '../../lib/pagination.ts';

/** /send-quotes: the shopper's quotes by state, a page at a time. */
export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const status = quoteTab(params.get('status'));
  const page = pageFromParam(params.get('page'));
  const { data, isError, refetch } = useQuotesQuery(status, page);
  return (
    <AccountScreen title="My Send Quotes">
      <StatusTabs
        label={t('Quote status')}
        tabs={QUOTE_TABS.map((tab) => ({ key: tab.key, label: t(tab.label) }))}
        current={status}
        defaultKey="all"
      />
      <PagedList
        items={data && pageSlice(data.quotes, page, QUOTES_PER_PAGE)}
        total={data?.total ?? 0}
        perPage={QUOTES_PER_PAGE}
        isError={isError}
        onRetry={() => void refetch()}
        emptyTitle={t('No quotes yet')}
        emptyHint={<p className="text-sm text-slate-600">{t('Ask a shop for a price from any product page.')}</p>}
        render={(quote) => <QuoteRow key={quote.id} quote={quote} />}
      />
    </AccountScreen>
  );
}
