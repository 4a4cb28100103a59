import { Link } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { Pager } from '../../components/pager.tsx';
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
  const pages = Math.max(1, Math.ceil((sales.data?.total ?? 0) / SALES_PER_PAGE));
  return (
    <section aria-labelledby="flash-sales-title">
      <h1 id="flash-sales-title" className="text-2xl font-semibold">
        {t('flashSales.title')}
      </h1>
      <p className="mb-4 text-sm text-slate-600">{t('flashSales.lead')}</p>
      {sales.isPending && <p>{t('loading')}</p>}
      {sales.isError && <LoadError error={sales.error} retry={() => void sales.refetch()} />}
      {sales.data &&
        (sales.data.flash_sales.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white p-6 text-center">{t('flashSales.empty')}</p>
        ) : (
          <>
            <ul className="grid gap-4 md:grid-cols-2" aria-busy={sales.isPlaceholderData}>
              {sales.data.flash_sales.map((sale) => (
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
            {pages > 1 && <Pager page={page} pages={pages} onPage={setPage} />}
          </>
        ))}
    </section>
  );
}
