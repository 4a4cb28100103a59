import { type OrderStatus, orderStatuses, orderStatusKey, type StatusWiseOrders } from '@souk/contract';
import { LoadError } from '../../components/load-error.tsx';
import { Pager } from '../../components/pager.tsx';
import { StatusTabs } from '../../components/status-tabs.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { useStatusPage } from '../../lib/use-status-page.ts';
import { OrdersTable } from './orders-table.tsx';
import { ORDERS_PER_PAGE, useOrders } from './use-orders.ts';

/** The shop's orders by status, each tab with its count, a page at a time. */
export function OrdersPage() {
  const { t, intl } = useI18n();
  const { status, page, setPage } = useStatusPage(orderStatuses);
  const orders = useOrders(status, page);
  const counts = orders.data?.status_wise_orders;
  const tabs: (OrderStatus | undefined)[] = [undefined, ...orderStatuses];
  const countOf = (tab: OrderStatus | undefined) =>
    counts?.[(tab ? orderStatusKey(tab) : 'all') as keyof StatusWiseOrders];
  const pages = Math.max(1, Math.ceil((orders.data?.total ?? 0) / ORDERS_PER_PAGE));
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title" className="mb-4 text-2xl font-semibold">
        {t('orders.title')}
      </h1>
      <StatusTabs
        label={t('orders.status')}
        current={status}
        tabs={tabs.map((tab) => ({
          status: tab,
          label: tab ? t(`status.${tab}`) : t('orders.all'),
          count: countOf(tab)?.toLocaleString(intl),
        }))}
      />
      {orders.isPending && <p>{t('loading')}</p>}
      {orders.isError && <LoadError error={orders.error} retry={() => void orders.refetch()} />}
      {orders.data &&
        (orders.data.orders.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white p-6 text-center">{t('orders.empty')}</p>
        ) : (
          <>
            <OrdersTable orders={orders.data.orders} />
            <Pager page={page} pages={pages} onPage={setPage} />
          </>
        ))}
    </section>
  );
}
