import { Link } from 'react-router';
import { ListPage } from '../../components/list-page.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { useStatusPage } from '../../lib/use-status-page.ts';
import { SaleFigures } from './sale-figures.tsx';
import { SaleStatusBadge } from './sale-status-badge.tsx';
import { SALES_PER_PAGE, useFlashSales } from './use-flash-sales.ts';

/** `/flash-sales`: the platform's flash sales running or to come, with the shop's part in each. */
export function FlashSalesPage() {
  const { t } = useI18n();
  const { page, setPage } = useStatusPage([]);
  const sales = useFlashSales(page);
  return (
    <ListPage
      titleId="flash-sales-title"
      title={t('flashSales.title')}
      lead={t('flashSales.lead')}
      query={sales}
      rows={(data) => data.flash_sales}
      empty={t('flashSales.empty')}
      // The platform runs few sales at a time: a single page of them needs no pager.
      paging={{ page, perPage: SALES_PER_PAGE, onPage: setPage, hideSingle: true }}
    >
      {(rows) => (
        <ul className="grid gap-4 md:grid-cols-2" aria-busy={sales.isPlaceholderData}>
          {rows.map((sale) => (
            <li key={sale.id} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
              <img src={sale.thumbnail} alt="" className="aspect-[3/1] w-full object-cover" />
              <div className="p-4">
                <div className="mb-1 flex flex-wrap items-center gap-2">
                  <h2 className="text-lg font-semibold">
                    <Link to={`/flash-sales/${sale.id}`} className="text-primary-800 hover:underline">
                      <bdi>{sale.name}</bdi>
                    </Link>
                  </h2>
                  <SaleStatusBadge status={sale.status} />
                </div>
                <SaleFigures sale={sale} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </ListPage>
  );
}
