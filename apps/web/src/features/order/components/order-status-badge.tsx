import type { OrderStatus } from '@souk/contract';
import clsx from 'clsx';
import { useT } from '../../../lib/i18n.ts';

const TONES: Record<OrderStatus, string> = {
  Pending: 'bg-amber-50 text-amber-800',
  Confirm: 'bg-sky-50 text-sky-800',
  Processing: 'bg-indigo-50 text-indigo-800',
  Pickup: 'bg-violet-50 text-violet-800',
  'On The Way': 'bg-cyan-50 text-cyan-800',
  Delivered: 'bg-emerald-50 text-emerald-800',
  Cancelled: 'bg-rose-50 text-rose-800',
};

/** An order's status as a coloured label (the text carries it; the colour only helps). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', TONES[status])} data-testid="order-status">
      {t(status)}
    </span>
  );
}
