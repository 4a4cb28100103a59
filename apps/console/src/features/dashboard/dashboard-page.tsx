import { endpoints } from '@souk/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { api } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useFormatMoney } from '../../lib/money.ts';
import { startOfToday, startOfWeek } from './periods.ts';

const REFRESH_MS = 60_000;
const FIGURE = 'block text-xl font-semibold sm:text-2xl';

export function DashboardPage() {
  const { t, intl } = useI18n();
  const money = useFormatMoney();
  const query = {
    today_from: startOfToday().toISOString(),
    week_from: startOfWeek(navigator.language).toISOString(),
  };
  const dashboard = useQuery({
    queryKey: ['dashboard', query.today_from, query.week_from],
    queryFn: () => api(endpoints.seller.dashboard, { query }),
    refetchInterval: REFRESH_MS,
  });
  const number = (value: number) => value.toLocaleString(intl);
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="mb-4 text-2xl font-semibold">
        {t('dashboard.title')}
      </h1>
      {dashboard.isPending && <p>{t('loading')}</p>}
      {dashboard.isError && <LoadError error={dashboard.error} retry={() => void dashboard.refetch()} />}
      {dashboard.data && (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {(['today', 'week'] as const).map((period) => (
              <Figure key={period} label={t(period === 'today' ? 'dashboard.today' : 'dashboard.week')}>
                <span data-figure className={FIGURE}>
                  {money(dashboard.data[period].revenue)}
                </span>
                <span className="block text-sm text-slate-600">
                  {t('dashboard.orders', { count: dashboard.data[period].orders })}
                </span>
              </Figure>
            ))}
            <Figure label={t('dashboard.awaiting')} to="/orders?status=Pending">
              <span data-figure className={FIGURE}>
                {number(dashboard.data.awaiting_confirmation)}
              </span>
            </Figure>
            <Figure label={t('dashboard.openQuotes')} to="/quotes?status=Pending">
              <span data-figure className={FIGURE}>
                {number(dashboard.data.open_quotes)}
              </span>
            </Figure>
            <Figure label={t('dashboard.unread')} to="/conversations">
              <span data-figure className={FIGURE}>
                {number(dashboard.data.unread_conversations)}
              </span>
            </Figure>
          </div>
          <section aria-labelledby="low-stock-title" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="low-stock-title" className="font-semibold">
              {t('dashboard.lowStock')} ({number(dashboard.data.low_stock.count)})
            </h2>
            <p className="mb-2 text-sm text-slate-600">
              {t('dashboard.lowStockLine', { threshold: dashboard.data.low_stock.threshold })}
            </p>
            {dashboard.data.low_stock.products.length === 0 ? (
              <p className="text-sm">
                {t('dashboard.lowStockNone', { threshold: dashboard.data.low_stock.threshold })}
              </p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {dashboard.data.low_stock.products.map((product) => (
                  <li key={product.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                    <Link to={`/products/${product.id}`} className="min-w-0 truncate text-primary-800 hover:underline">
                      <bdi>{product.name}</bdi> <span className="text-slate-500">· {product.code}</span>
                    </Link>
                    <span className="shrink-0 font-semibold text-amber-800">
                      {t('dashboard.stock', { count: product.stock })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {dashboard.data.low_stock.count > 0 && (
              <Link
                to="/products?filter=low_stock"
                className="mt-2 block text-sm font-semibold text-primary-700 underline"
              >
                {t('dashboard.seeAll')}
                <span className="sr-only">: {t('dashboard.lowStock')}</span>
              </Link>
            )}
          </section>
        </>
      )}
    </section>
  );
}

function Figure({ label, to, children }: { label: string; to?: string; children: React.ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-1 text-sm text-slate-600">{label}</h2>
      {children}
      {to && (
        <Link to={to} className="mt-2 block text-sm font-semibold text-primary-700 underline">
          {t('dashboard.seeAll')}
          <span className="sr-only">: {label}</span>
        </Link>
      )}
    </div>
  );
}
