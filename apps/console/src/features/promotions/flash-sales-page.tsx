import { flashSaleStatuses, type StaffFlashSale } from '@souk/contract';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { ActionLink } from '../../components/action-link.tsx';
import { ListBody } from '../../components/list-body.tsx';
import { Pager } from '../../components/pager.tsx';
import { StatusTabs } from '../../components/status-tabs.tsx';
import { dateTime } from '../../lib/dates.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useFormatMoney } from '../../lib/money.ts';
import { useStatusPage } from '../../lib/use-status-page.ts';
import { SaleStatusBadge } from '../flash-sales/sale-status-badge.tsx';
import { ActiveBadge } from './active-badge.tsx';
import { SectionNav } from './section-nav.tsx';
import { SALES_PER_PAGE, useFlashSales } from './use-promotions.ts';

/** `/promotions/flash-sales`: the sales running, to come or ended, each with what shops sell in it. */
export function FlashSalesPage() {
  const { t, intl } = useI18n();
  const { status = 'running', page, setPage } = useStatusPage(flashSaleStatuses);
  const sales = useFlashSales(status, page);
  const counts = sales.data?.counts;
  return (
    <section aria-labelledby="flash-sales-title">
      <SectionNav />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 id="flash-sales-title" className="text-2xl font-semibold">
          {t('promotions.sales.title')}
        </h1>
        <ActionLink to="/promotions/flash-sales/new" icon={Plus} primary>
          {t('promotions.sales.add')}
        </ActionLink>
      </div>
      <StatusTabs
        label={t('promotions.sales.tabs')}
        current={status}
        tabs={flashSaleStatuses.map((tab) => ({
          status: tab,
          label: t(`flashSales.status.${tab}`),
          count: counts?.[tab].toLocaleString(intl),
        }))}
      />
      <ListBody
        query={sales}
        rows={(data) => data.flash_sales}
        empty={t(`promotions.sales.empty.${status}`)}
        after={(data) =>
          data.total > SALES_PER_PAGE && (
            <Pager page={page} pages={Math.ceil(data.total / SALES_PER_PAGE)} onPage={setPage} />
          )
        }
      >
        {(rows) => (
          <ul className="grid gap-4 md:grid-cols-2" aria-busy={sales.isPlaceholderData}>
            {rows.map((sale) => (
              <SaleCard key={sale.id} sale={sale} />
            ))}
          </ul>
        )}
      </ListBody>
    </section>
  );
}

function SaleCard({ sale }: { sale: StaffFlashSale }) {
  const { t, intl } = useI18n();
  const money = useFormatMoney();
  return (
    <li data-row={sale.name} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <img src={sale.thumbnail} alt="" className="aspect-[3/1] w-full object-cover" />
      <div className="space-y-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold">
            <Link to={`/promotions/flash-sales/${sale.id}`} className="text-primary-800 hover:underline">
              <bdi>{sale.name}</bdi>
            </Link>
          </h2>
          <SaleStatusBadge status={sale.status} />
          {!sale.is_active && <ActiveBadge active={false} />}
        </div>
        <p className="text-sm text-slate-600">
          {t('flashSales.dates', { start: dateTime(sale.start_date, intl), end: dateTime(sale.end_date, intl) })}
        </p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <li>{t('promotions.sales.entries', { count: sale.entries })}</li>
          <li>{t('flashSales.sold', { count: sale.sold })}</li>
          <li>{t('flashSales.revenue', { amount: money(sale.revenue) })}</li>
        </ul>
        <p className="text-sm">
          {sale.approval_required ? t('promotions.sales.approval') : t('promotions.sales.noApproval')}
          {sale.pending > 0 && (
            <>
              {' · '}
              <Link
                to={`/promotions/requests?sale=${sale.id}`}
                className="font-semibold text-primary-800 hover:underline"
              >
                {t('promotions.sales.pending', { count: sale.pending })}
              </Link>
            </>
          )}
        </p>
      </div>
    </li>
  );
}
