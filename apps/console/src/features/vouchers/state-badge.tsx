import type { VoucherState } from '@souk/contract';
import clsx from 'clsx';
import { useI18n } from '../../lib/i18n.tsx';

const TONE: Record<VoucherState, string> = {
  running: 'bg-emerald-100 text-emerald-900',
  scheduled: 'bg-sky-100 text-sky-900',
  paused: 'bg-amber-100 text-amber-900',
  ended: 'bg-slate-200 text-slate-800',
};

export function VoucherStateBadge({ state }: { state: VoucherState }) {
  const { t } = useI18n();
  return (
    <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', TONE[state])}>
      {t(`vouchers.state.${state}`)}
    </span>
  );
}
