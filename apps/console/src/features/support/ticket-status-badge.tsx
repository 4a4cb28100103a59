import type { TicketStatus } from '@souk/contract';
import clsx from 'clsx';
import { useI18n } from '../../lib/i18n.tsx';

const TONE: Record<TicketStatus, string> = {
  running: 'bg-amber-100 text-amber-900',
  completed: 'bg-emerald-100 text-emerald-900',
  cancel: 'bg-slate-200 text-slate-800',
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useI18n();
  return (
    <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', TONE[status])}>
      {t(`support.status.${status}`)}
    </span>
  );
}
