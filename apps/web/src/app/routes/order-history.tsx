import { useSearchParams } from 'react-router';
import { AccountScreen } from '../../components/ui/account-screen.tsx';
import { PagedList } from '../../components/ui/paged-list.tsx';
import { OrderRow, ORDERS_PER_PAGE, statusTab, StatusTabs, useOrdersQuery } from '../../features/order/index.ts';
import { PaymentReturn } from '../../features/payment/index.ts';
import { useT } from '../../lib/i18n.ts';
import { pageFromParam } from '../../lib/pagination.ts';

/** /order-history: status tabs with counts, one page of orders, and the gateway's return. */
export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const status = statusTab(params.get('status'));
  const page = pageFromParam(params.get('page'));
  const { data, isError, refetch } = useOrdersQuery(status, page);
  return (
    <AccountScreen title="Order History">
      <StatusTabs current={status} counts={data?.status_wise_orders} />
      <PagedList
        items={data?.orders}
        total={data?.total ?? 0}
        perPage={ORDERS_PER_PAGE}
        isError={isError}
        onRetry={() => void refetch()}
        emptyTitle={t('No orders yet')}
        render={(order) => <OrderRow key={order.id} order={order} />}
      />
      <PaymentReturn orders={data?.orders} />
    </AccountScreen>
  );
}
