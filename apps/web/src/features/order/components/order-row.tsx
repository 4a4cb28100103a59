import type { Order } from '@souk/contract';
import { ListRow, RowCode } from '../../../components/ui/list-row.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** An order in the history: code, shop, date, status, quantity and amount; opens its details. */
export function OrderRow({ order }: { order: Order }) {
  const t = useT();
  return (
    <ListRow to={`/order-history/${order.id}`} testId="order-row" image={order.shop.logo} label={t('Order Details')}>
      <RowCode code={order.order_code} state={<OrderStatusBadge status={order.order_status} />} />
      <p className="truncate text-slate-600">
        <bdi>{order.shop.name}</bdi> · {formatDate(order.created_at)}
      </p>
      <p className="text-slate-600">
        {t('Qty')}: {order.quantity} · <Price amount={order.payable_amount} className="font-semibold text-slate-900" />
      </p>
    </ListRow>
  );
}
