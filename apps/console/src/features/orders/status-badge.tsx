import type { OrderStatus } from '@souk/contract';
import clsx from 'clsx';
import { useI18n } from '../../lib/i18n.tsx';

const TONE: Record<OrderStatus, string> = {
  Pending: 'bg-amber-100 text-amber-900',
  Confirm: 'bg-sky-100 text-sky-900',
  Processing: 'bg-sky-100 text-sky-900',
  Pickup: 'bg-indigo-100 text-indigo-900',
  'On The Way': 'bg-indigo-100 text-indigo-900',
  Delivered: 'bg-emerald-100 text-emerald-900',
  Cancelled: 'bg-slate-200 text-slate-800',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useI18n();
  return (
    <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', TONE[status])}>
      {t(`status.${status}`)}
    </span>
  );
}
