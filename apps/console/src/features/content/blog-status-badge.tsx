import clsx from 'clsx';
import { useI18n } from '../../lib/i18n.tsx';

/** Whether shoppers see the post. */
export function BlogStatusBadge({ active }: { active: boolean }) {
  const { t } = useI18n();
  return (
    <span
      className={clsx(
        'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        active ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800',
      )}
    >
      {t(active ? 'content.blog.status.active' : 'content.blog.status.inactive')}
    </span>
  );
}
