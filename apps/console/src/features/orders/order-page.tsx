import { cartAmount, type SellerOrderResponse } from '@souk/contract';
import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { DetailPage } from '../../components/detail-page.tsx';
import { dateOnly, dateTime } from '../../lib/dates.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useFormatMoney } from '../../lib/money.ts';
import { useConsoleShop } from '../../lib/support-view.ts';
import { OrderActions } from './order-actions.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useOrder } from './use-orders.ts';

type SellerOrder = SellerOrderResponse['order'];
const SECTION = 'rounded-lg border border-slate-200 bg-white p-4';

/**
 * `/orders/:id`: one order whole: its lines, the delivery address, the money, the timeline, its
 * next step. Printed, it is the order's invoice.
 */
export function OrderPage() {
  const { t } = useI18n();
  const order = useOrder(Number(useParams().id));
  return (
    <DetailPage titleId="order-title" back={{ to: '/orders', label: t('order.back') }} query={order}>
      {(data) => <OrderDetails order={data} />}
    </DetailPage>
  );
}

function OrderDetails({ order }: { order: SellerOrder }) {
  const { t, intl } = useI18n();
  const money = useFormatMoney();
  const shop = useConsoleShop();
  const { address } = order;
  return (
    <>
      {/* Printed, the page is the order's invoice: the shop's name above it, no buttons. */}
      <p className="mb-2 hidden text-lg font-semibold print:block">
        <bdi>{shop?.name}</bdi> · {t('order.invoice')}
      </p>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h1 id="order-title" className="text-2xl font-semibold">
          {t('order.title', { code: order.order_code })}
        </h1>
        <StatusBadge status={order.order_status} />
        <div className="ms-auto flex flex-wrap items-center gap-2 print:hidden">
          <button
            type="button"
            onClick={() => window.print()}
            className="flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50"
          >
            <Printer aria-hidden className="size-4" />
            {t('order.print')}
          </button>
          <OrderActions order={order} />
        </div>
      </div>
      <p className="mb-4 text-sm text-slate-600">
        {t('order.placed', { date: dateTime(order.created_at, intl) })}
        {order.estimated_delivery_date &&
          ` · ${t('order.expected', { date: dateOnly(order.estimated_delivery_date, intl) })}`}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <Block title={t('order.customer')}>
          <p>
            <bdi>{order.customer.name}</bdi>
          </p>
          <p className="text-slate-600">
            {t('order.payment', { method: order.payment_method, status: t(`payment.${order.payment_status}`) })}
          </p>
        </Block>
        <Block title={t('order.deliverTo')}>
          <address className="not-italic" dir="auto">
            {[address.name, address.phone, address.address_line, address.address_line2, address.area, address.post_code]
              .filter(Boolean)
              .join(', ')}
          </address>
        </Block>
      </div>
      {order.note && (
        <Block title={t('order.note')} className="mt-4">
          <p className="whitespace-pre-line" dir="auto">
            {order.note}
          </p>
        </Block>
      )}
      <Block title={t('order.lines')} className="mt-4">
        <ul className="divide-y divide-slate-100">
          {order.products.map((line) => (
            <li
              key={`${line.id}-${line.size?.id ?? 0}-${line.color?.id ?? 0}`}
              className="flex items-center gap-3 py-2"
            >
              <img src={line.thumbnail} alt="" width={48} height={48} className="size-12 rounded object-cover" />
              <div className="min-w-0 flex-1">
                <Link to={`/products/${line.id}`} className="font-medium text-primary-800 hover:underline">
                  <bdi>{line.name}</bdi>
                </Link>
                <p className="text-slate-600">
                  {[line.size?.name, line.color?.name].filter(Boolean).join(' · ')}
                  {(line.size || line.color) && ' · '}
                  {t('order.quantity', { count: line.order_qty })}
                </p>
              </div>
              <span className="font-semibold">{money(cartAmount([{ ...line, quantity: line.order_qty }]))}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-slate-100 pt-3">
          <dt>{t('order.subtotal')}</dt>
          <dd>{money(order.total_amount)}</dd>
          {order.discount > 0 && (
            <>
              <dt>{t('order.discount')}</dt>
              <dd>−{money(order.discount)}</dd>
            </>
          )}
          {order.coupon_discount > 0 && (
            <>
              <dt>{t('order.coupon', { code: order.coupon_code ?? '' })}</dt>
              <dd>−{money(order.coupon_discount)}</dd>
            </>
          )}
          <dt>{t('order.delivery')}</dt>
          <dd>{money(order.delivery_charge)}</dd>
          {order.tax_amount > 0 && (
            <>
              <dt>{t('order.tax')}</dt>
              <dd>{money(order.tax_amount)}</dd>
            </>
          )}
          <dt className="font-semibold">{t('order.payable')}</dt>
          <dd className="font-semibold">{money(order.payable_amount)}</dd>
        </dl>
      </Block>
      <Block title={t('order.timeline')} className="mt-4 print:hidden">
        <ol className="space-y-1">
          {order.status_history.map((step) => (
            <li key={`${step.order_status}-${step.created_at}`} className="flex flex-wrap gap-x-3">
              <span className="font-medium">{t(`status.${step.order_status}`)}</span>
              <span className="text-slate-600">{dateTime(step.created_at, intl)}</span>
            </li>
          ))}
        </ol>
      </Block>
    </>
  );
}

function Block({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <div className={`${SECTION} text-sm ${className ?? ''}`}>
      <h2 className="mb-2 font-semibold">{title}</h2>
      {children}
    </div>
  );
}
