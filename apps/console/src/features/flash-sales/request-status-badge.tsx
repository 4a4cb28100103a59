import type { FlashRequestStatus } from '@souk/contract';
import clsx from 'clsx';
import { useI18n } from '../../lib/i18n.tsx';

const TONE: Record<FlashRequestStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-red-100 text-red-900',
};

/** Where a shop's request to join a sale, or to change a flash price, stands. */
export function RequestStatusBadge({ status }: { status: FlashRequestStatus }) {
  const { t } = useI18n();
  return (
    <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', TONE[status])}>
      {t(`flashSales.request.${status}`)}
    </span>
  );
}
