import { orderStatuses, orderStatusKey, type StatusWiseOrders } from '@souk/contract';
import { ListPage } from '../../components/list-page.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { useStatusPage } from '../../lib/use-status-page.ts';
import { OrdersTable } from './orders-table.tsx';
import { ORDERS_PER_PAGE, useOrders } from './use-orders.ts';

/** The shop's orders by status, each tab with its count, a page at a time. */
export function OrdersPage() {
  const { t } = useI18n();
  const { status, page, setPage } = useStatusPage(orderStatuses);
  const orders = useOrders(status, page);
  const counts = orders.data?.status_wise_orders;
  return (
    <ListPage
      titleId="orders-title"
      title={t('orders.title')}
      tabs={{
        label: t('orders.status'),
        statuses: orderStatuses,
        current: status,
        all: t('orders.all'),
        name: (tab) => t(`status.${tab}`),
        count: (tab) => counts?.[(tab ? orderStatusKey(tab) : 'all') as keyof StatusWiseOrders],
      }}
      query={orders}
      rows={(data) => data.orders}
      empty={t('orders.empty')}
      paging={{ page, perPage: ORDERS_PER_PAGE, onPage: setPage }}
    >
      {(rows) => <OrdersTable orders={rows} />}
    </ListPage>
  );
}
