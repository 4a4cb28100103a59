import type { FlashSaleStatus } from '@souk/contract';
import clsx from 'clsx';
import { useI18n } from '../../lib/i18n.tsx';

const TONE: Record<FlashSaleStatus, string> = {
  running: 'bg-emerald-100 text-emerald-900',
  upcoming: 'bg-sky-100 text-sky-900',
  ended: 'bg-slate-200 text-slate-800',
};

export function SaleStatusBadge({ status }: { status: FlashSaleStatus }) {
  const { t } = useI18n();
  return (
    <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', TONE[status])}>
      {t(`flashSales.status.${status}`)}
    </span>
  );
}
