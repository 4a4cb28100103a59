import type { QuoteStatus } from '@souk/contract';
import clsx from 'clsx';
import { useI18n } from '../../lib/i18n.tsx';

const TONE: Record<QuoteStatus, string> = {
  Pending: 'bg-amber-100 text-amber-900',
  Quoted: 'bg-sky-100 text-sky-900',
  Accepted: 'bg-emerald-100 text-emerald-900',
  Rejected: 'bg-slate-200 text-slate-800',
  Cancelled: 'bg-slate-200 text-slate-800',
  Expired: 'bg-slate-200 text-slate-800',
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useI18n();
  return (
    <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', TONE[status])}>
      {t(`quoteStatus.${status}`)}
    </span>
  );
}
