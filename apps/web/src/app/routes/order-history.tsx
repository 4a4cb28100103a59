import { useSearchParams } from 'react-router';
import { AccountScreen } from '../../components/ui/account-screen.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Paginator } from '../../components/ui/paginator.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ORDERS_PER_PAGE, useOrdersQuery } from '../../features/order/api/get-orders.ts';
import { OrderRow } from '../../features/order/components/order-row.tsx';
import { StatusTabs } from '../../features/order/components/status-tabs.tsx';
import { statusTab } from '../../features/order/statuses.ts';
import { PaymentReturn } from '../../features/payment/components/payment-return.tsx';
import { useT } from '../../features/settings/i18n.ts';
import { pageFromParam } from '../../lib/pagination.ts';

/** /order-history: status tabs with counts, one page of orders, and the gateway's return. */
export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const status = statusTab(params.get('status'));
  const page = pageFromParam(params.get('page'));
  const { data, isPending, isError, refetch } = useOrdersQuery(status, page);
  return (
    <AccountScreen title="Order History">
      <StatusTabs current={status} counts={data?.status_wise_orders} />
      {isPending ? (
        <div aria-busy="true" className="space-y-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : data.orders.length === 0 ? (
        <EmptyState title={t('No orders yet')} />
      ) : (
        <>
          <ul className="space-y-2">
            {data.orders.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
          <Paginator total={data.total} perPage={ORDERS_PER_PAGE} />
        </>
      )}
      <PaymentReturn orders={data?.orders} />
    </AccountScreen>
  );
}
