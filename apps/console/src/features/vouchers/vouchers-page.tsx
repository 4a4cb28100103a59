import { voucherStates } from '@souk/contract';
import { Plus } from 'lucide-react';
import { ActionLink } from '../../components/action-link.tsx';
import { ListPage } from '../../components/list-page.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { useSearchParam, useStatusPage } from '../../lib/use-status-page.ts';
import { VOUCHERS_PER_PAGE, useVouchers } from './use-vouchers.ts';
import { VouchersTable } from './vouchers-table.tsx';

/**
 * The shop's vouchers by state, each state's count on its tab, searched by code, newest first.
 * The state, the search and the page live in the address.
 */
export function VouchersPage() {
  const { t } = useI18n();
  const { status: state, page, setPage } = useStatusPage(voucherStates, 'state');
  const { search, onSearch } = useSearchParam();
  const vouchers = useVouchers({ state, search, page });
  const counts = vouchers.data?.counts;
  return (
    <ListPage
      titleId="vouchers-title"
      title={t('vouchers.title')}
      actions={
        <ActionLink to="/vouchers/new" icon={Plus} primary>
          {t('vouchers.new')}
        </ActionLink>
      }
      tabs={{
        label: t('vouchers.states'),
        param: 'state',
        statuses: voucherStates,
        current: state,
        all: t('vouchers.all'),
        name: (tab) => t(`vouchers.state.${tab}`),
        count: (tab) => counts && (tab ? counts[tab] : Object.values(counts).reduce((a, b) => a + b, 0)),
      }}
      search={{ label: t('vouchers.search'), value: search, onSearch }}
      count={(total) => t('vouchers.count', { count: total })}
      query={vouchers}
      rows={(data) => data.vouchers}
      empty={t('vouchers.empty')}
      paging={{ page, perPage: VOUCHERS_PER_PAGE, onPage: setPage }}
    >
      {(rows) => <VouchersTable vouchers={rows} busy={vouchers.isPlaceholderData} />}
    </ListPage>
  );
}
