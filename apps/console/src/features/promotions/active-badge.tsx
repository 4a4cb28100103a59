import clsx from 'clsx';
import { useI18n } from '../../lib/i18n.tsx';

/** Whether a banner or a sale shows in the storefront. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useI18n();
  return (
    <span
      className={clsx(
        'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        active ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800',
      )}
    >
      {t(active ? 'promotions.active' : 'promotions.inactive')}
    </span>
  );
}
