import type { Order } from '@souk/contract';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../settings/i18n.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** An order in the history: code, shop, date, status, quantity and amount; opens its details. */
export function OrderRow({ order }: { order: Order }) {
  const t = useT();
  return (
    <li data-testid="order-row">
      <Link
        to={`/order-history/${order.id}`}
        className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 hover:border-primary-300 hover:bg-primary-50/40"
      >
        <img
          src={order.shop.logo}
          alt=""
          width={40}
          height={40}
          className="size-10 shrink-0 rounded-full object-cover"
        />
        <div className="min-w-0 flex-1 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-mono font-semibold" dir="ltr">
              {order.order_code}
            </span>
            <OrderStatusBadge status={order.order_status} />
          </p>
          <p className="truncate text-slate-600">
            <bdi>{order.shop.name}</bdi> · {formatDate(order.created_at)}
          </p>
          <p className="text-slate-600">
            {t('Qty')}: {order.quantity} ·{' '}
            <Price amount={order.payable_amount} className="font-semibold text-slate-900" />
          </p>
        </div>
        <ChevronRight aria-hidden className="size-4 shrink-0 text-slate-400 rtl:rotate-180" />
        <span className="sr-only">{t('Order Details')}</span>
      </Link>
    </li>
  );
}
