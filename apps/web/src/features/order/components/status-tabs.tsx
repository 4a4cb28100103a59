import type { StatusWiseOrders } from '@souk/contract';
import clsx from 'clsx';
import { Link } from 'react-router';
import { useT } from '../../settings/i18n.ts';
import { STATUS_TABS } from '../statuses.ts';

interface StatusTabsProps {
  current: keyof StatusWiseOrders;
  counts: StatusWiseOrders | undefined;
}

/** One tab per status with its count; the chosen one lives in the URL (`?status=`). */
export function StatusTabs({ current, counts }: StatusTabsProps) {
  const t = useT();
  return (
    <nav aria-label={t('Order status')} className="-mx-1 mb-4 overflow-x-auto pb-1">
      <ul className="flex gap-1 px-1">
        {STATUS_TABS.map((tab) => (
          <li key={tab.key} className="shrink-0">
            <Link
              to={{ search: tab.key === 'all' ? '' : `?status=${tab.key}` }}
              aria-current={tab.key === current ? 'page' : undefined}
              className={clsx(
                'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm',
                tab.key === current
                  ? 'border-primary-700 bg-primary-700 font-semibold text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100',
              )}
            >
              {t(tab.label)}
              <span className="text-xs opacity-80">({counts?.[tab.key] ?? 0})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
