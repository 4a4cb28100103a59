import { FileText, RotateCcw } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AccountScreen } from '../../components/ui/account-screen.tsx';
import { Button, buttonClass } from '@souk/ui/button';
import { DetailBody, DetailHeading } from '../../components/ui/detail-body.tsx';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { AddressSummary, TotalsList } from '../../features/checkout/index.ts';
import {
  CancelOrderButton,
  OrderFacts,
  OrderLines,
  OrderStatusBadge,
  OrderTimeline,
  orderTotals,
  useOrderAgain,
  useOrderQuery,
} from '../../features/order/index.ts';
import { PayNowButton } from '../../features/payment/index.ts';
import { LineReview } from '../../features/review/index.ts';
import { useT } from '../../lib/i18n.ts';
import { ApiError } from '../../lib/api-client.ts';

const box = 'rounded-lg border border-slate-200 p-3 sm:p-4';

/** /order-history/{id}: timeline, lines, totals, address, payment, and what can be done next. */
export function Component() {
  const t = useT();
  const id = Number(useParams().id);
  const { data, error, refetch } = useOrderQuery(id);
  const again = useOrderAgain();
  if (!Number.isInteger(id) || (error instanceof ApiError && (error.status === 404 || error.status === 422))) {
    return <NotFoundState message="This order does not exist." />;
  }
  return (
    <AccountScreen title="Order Details">
      <DetailBody data={data} error={error} onRetry={() => void refetch()}>
        {({ order }) => (
          <div className="space-y-4">
            <DetailHeading code={order.order_code} state={<OrderStatusBadge status={order.order_status} />} />
            <OrderFacts order={order} />
            <div className="flex flex-wrap gap-2">
              {order.can_pay ? <PayNowButton order={order} /> : null}
              <Link to={`/order-history/${order.id}/invoice`} className={buttonClass('outline')}>
                <FileText aria-hidden className="size-4" />
                {t('Invoice')}
              </Link>
              <Button variant="outline" disabled={again.isPending} onClick={() => again.mutate(order.id)}>
                <RotateCcw aria-hidden className="size-4" />
                {t('Order Again')}
              </Button>
              {order.can_cancel ? <CancelOrderButton orderId={order.id} /> : null}
            </div>
            <section className={box} aria-label={t('Order status')}>
              <OrderTimeline order={order} />
            </section>
            <section className={box}>
              <h3 className="mb-1 text-sm font-semibold">
                <bdi>{order.shop.name}</bdi>
              </h3>
              <OrderLines
                products={order.products}
                action={
                  order.order_status === 'Delivered'
                    ? (line) => <LineReview orderId={order.id} product={line} />
                    : undefined
                }
              />
            </section>
            <div className="grid gap-4 md:grid-cols-2">
              <section className={box}>
                <h3 className="mb-2 text-sm font-semibold">{t('Delivery Address')}</h3>
                <AddressSummary address={order.address} />
                {order.note ? (
                  <p className="mt-3 text-sm text-slate-600">
                    {t('Note')}: <bdi>{order.note}</bdi>
                  </p>
                ) : null}
              </section>
              <section className={box}>
                <h3 className="mb-2 text-sm font-semibold">{t('Order Summary')}</h3>
                <TotalsList totals={orderTotals(order)} />
              </section>
            </div>
          </div>
        )}
      </DetailBody>
    </AccountScreen>
  );
}
