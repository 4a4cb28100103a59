import clsx from 'clsx';
import { useT } from '../../lib/i18n.ts';

/** A shop's Online/Offline state, with a dot so it does not rest on colour alone. */
export function StatusBadge({ status }: { status: 'Online' | 'Offline' }) {
  const t = useT();
  const online = status === 'Online';
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold',
        online ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-600',
      )}
      data-testid="shop-status"
    >
      <span aria-hidden className={clsx('size-2 rounded-full', online ? 'bg-emerald-500' : 'bg-slate-400')} />
      {t(status)}
    </span>
  );
}
