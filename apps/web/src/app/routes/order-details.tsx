import { FileText, RotateCcw } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AccountScreen } from '../../components/ui/account-screen.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { AddressSummary } from '../../features/checkout/components/address-summary.tsx';
import { TotalsList } from '../../features/checkout/components/totals-list.tsx';
import { useOrderQuery } from '../../features/order/api/get-order.ts';
import { useOrderAgain } from '../../features/order/api/order-again.ts';
import { CancelOrderButton } from '../../features/order/components/cancel-order-button.tsx';
import { OrderFacts } from '../../features/order/components/order-facts.tsx';
import { OrderLines } from '../../features/order/components/order-lines.tsx';
import { OrderStatusBadge } from '../../features/order/components/order-status-badge.tsx';
import { OrderTimeline } from '../../features/order/components/order-timeline.tsx';
import { orderTotals } from '../../features/order/order-totals.ts';
import { PayNowButton } from '../../features/payment/components/pay-now-button.tsx';
import { useT } from '../../features/settings/i18n.ts';
import { ApiError } from '../../lib/api-client.ts';

const box = 'rounded-lg border border-slate-200 p-3 sm:p-4';

/** /order-history/{id}: timeline, lines, totals, address, payment, and what can be done next. */
export function Component() {
  const t = useT();
  const id = Number(useParams().id);
  const { data, error, isPending, refetch } = useOrderQuery(id);
  const again = useOrderAgain();
  if (!Number.isInteger(id) || (error instanceof ApiError && (error.status === 404 || error.status === 422))) {
    return <NotFoundState message="This order does not exist." />;
  }
  return (
    <AccountScreen title="Order Details">
      {error ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : isPending ? (
        <div aria-busy="true" className="space-y-3">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-mono text-lg font-bold" dir="ltr">
              {data.order.order_code}
            </h2>
            <OrderStatusBadge status={data.order.order_status} />
          </div>
          <OrderFacts order={data.order} />
          <div className="flex flex-wrap gap-2">
            {data.order.can_pay ? <PayNowButton order={data.order} /> : null}
            <Link to={`/order-history/${data.order.id}/invoice`} className={buttonClass('outline')}>
              <FileText aria-hidden className="size-4" />
              {t('Invoice')}
            </Link>
            <Button variant="outline" disabled={again.isPending} onClick={() => again.mutate(data.order.id)}>
              <RotateCcw aria-hidden className="size-4" />
              {t('Order Again')}
            </Button>
            {data.order.can_cancel ? <CancelOrderButton orderId={data.order.id} /> : null}
          </div>
          <section className={box} aria-label={t('Order status')}>
            <OrderTimeline order={data.order} />
          </section>
          <section className={box}>
            <h3 className="mb-1 text-sm font-semibold">
              <bdi>{data.order.shop.name}</bdi>
            </h3>
            <OrderLines products={data.order.products} />
          </section>
          <div className="grid gap-4 md:grid-cols-2">
            <section className={box}>
              <h3 className="mb-2 text-sm font-semibold">{t('Delivery Address')}</h3>
              <AddressSummary address={data.order.address} />
              {data.order.note ? (
                <p className="mt-3 text-sm text-slate-600">
                  {t('Note')}: <bdi>{data.order.note}</bdi>
                </p>
              ) : null}
            </section>
            <section className={box}>
              <h3 className="mb-2 text-sm font-semibold">{t('Order Summary')}</h3>
              <TotalsList totals={orderTotals(data.order)} />
            </section>
          </div>
        </div>
      )}
    </AccountScreen>
  );
}
