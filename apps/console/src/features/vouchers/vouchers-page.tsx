import { voucherStates } from '@souk/contract';
import { Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { Pager } from '../../components/pager.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { StatusTabs } from '../../components/status-tabs.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { useStatusPage } from '../../lib/use-status-page.ts';
import { VOUCHERS_PER_PAGE, useVouchers } from './use-vouchers.ts';
import { VouchersTable } from './vouchers-table.tsx';

/**
 * The shop's vouchers by state, each state's count on its tab, searched by code, newest first.
 * The state, the search and the page live in the address.
 */
export function VouchersPage() {
  const { t, intl } = useI18n();
  const { status: state, page, setPage } = useStatusPage(voucherStates, 'state');
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const vouchers = useVouchers({ state, search, page });
  const counts = vouchers.data?.counts;
  const onSearch = (text: string) =>
    setParams(
      (current) => {
        current.delete('page');
        if (text) current.set('search', text);
        else current.delete('search');
        return current;
      },
      { replace: true },
    );
  const pages = Math.max(1, Math.ceil((vouchers.data?.total ?? 0) / VOUCHERS_PER_PAGE));
  return (
    <section aria-labelledby="vouchers-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 id="vouchers-title" className="text-2xl font-semibold">
          {t('vouchers.title')}
        </h1>
        <Link
          to="/vouchers/new"
          className="flex items-center gap-1 rounded-md bg-primary-700 px-3 py-2 text-sm font-semibold text-white hover:bg-primary-800"
        >
          <Plus aria-hidden className="size-4" />
          {t('vouchers.new')}
        </Link>
      </div>
      <StatusTabs
        label={t('vouchers.states')}
        param="state"
        current={state}
        tabs={[undefined, ...voucherStates].map((tab) => {
          const count = counts && (tab ? counts[tab] : Object.values(counts).reduce((a, b) => a + b, 0));
          return {
            status: tab,
            label: tab ? t(`vouchers.state.${tab}`) : t('vouchers.all'),
            count: count?.toLocaleString(intl),
          };
        })}
      />
      <SearchInput label={t('vouchers.search')} value={search} onSearch={onSearch} className="mb-3 max-w-md" />
      {vouchers.data && (
        <p className="mb-2 text-sm text-slate-600" aria-live="polite">
          {t('vouchers.count', { count: vouchers.data.total })}
        </p>
      )}
      {vouchers.isPending && <p>{t('loading')}</p>}
      {vouchers.isError && <LoadError error={vouchers.error} retry={() => void vouchers.refetch()} />}
      {vouchers.data &&
        (vouchers.data.vouchers.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white p-6 text-center">{t('vouchers.empty')}</p>
        ) : (
          <>
            <VouchersTable vouchers={vouchers.data.vouchers} busy={vouchers.isPlaceholderData} />
            <Pager page={page} pages={pages} onPage={setPage} />
          </>
        ))}
    </section>
  );
}
