import { Printer } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import { Button, buttonClass } from '@souk/ui/button';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAuthStore } from '../../features/auth/index.ts';
import { AddressSummary, TotalsList } from '../../features/checkout/index.ts';
import { OrderFacts, OrderLines, orderTotals, useOrderQuery } from '../../features/order/index.ts';
import { useT } from '../../lib/i18n.ts';
import { useSettingsStore } from '../../features/settings/index.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ApiError } from '../../lib/api-client.ts';

// The printed sheet: no browser header band colours, a plain margin, nothing but the invoice.
const PRINT_CSS =
  '@page { margin: 12mm } @media print { body { background: #fff } [data-sonner-toaster] { display: none } }';

/** /order-history/{id}/invoice: a printable invoice of one order, outside the site's frame. */
export function Component() {
  const t = useT();
  const token = useAuthStore((s) => s.token);
  const appName = useSettingsStore((s) => s.master?.app_name ?? '');
  const id = Number(useParams().id);
  const { data, error, isPending, refetch } = useOrderQuery(token ? id : Number.NaN);
  usePageTitle('Invoice');
  if (!token) return <Navigate to="/" replace />;
  if (!Number.isInteger(id) || (error instanceof ApiError && (error.status === 404 || error.status === 422))) {
    return <NotFoundState message="This order does not exist." />;
  }
  return (
    <main id="main" className="mx-auto min-h-screen max-w-3xl space-y-6 bg-white p-4 sm:p-8 print:max-w-none print:p-0">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link to={`/order-history/${id}`} className={buttonClass('subtle')}>
          {t('Back to order')}
        </Link>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden className="size-4" />
          {t('Print')}
        </Button>
      </div>
      {error ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : (
        <article className="space-y-6" data-testid="invoice">
          <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
            <div>
              <h1 className="text-2xl font-bold">{t('Invoice')}</h1>
              <p className="font-mono text-sm" dir="ltr">
                {data.order.order_code}
              </p>
            </div>
            <div className="text-end text-sm">
              <p className="font-semibold">
                <bdi>{appName}</bdi>
              </p>
              <p className="text-slate-600">
                <bdi>{data.order.shop.name}</bdi>
              </p>
            </div>
          </header>
          <OrderFacts order={data.order} />
          <section>
            <h2 className="mb-2 text-sm font-semibold">{t('Delivery Address')}</h2>
            <AddressSummary address={data.order.address} />
          </section>
          <OrderLines products={data.order.products} />
          <div className="ms-auto max-w-sm">
            <TotalsList totals={orderTotals(data.order)} />
          </div>
        </article>
      )}
    </main>
  );
}
