import type { SellerApplicationStatus } from '@souk/contract';
import clsx from 'clsx';
import { useI18n } from '../../lib/i18n.tsx';

const TONE: Record<SellerApplicationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-slate-200 text-slate-800',
};

export function ApplicationStatusBadge({ status }: { status: SellerApplicationStatus }) {
  const { t } = useI18n();
  return (
    <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', TONE[status])}>
      {t(`sellers.status.${status}`)}
    </span>
  );
}
