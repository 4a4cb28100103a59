import clsx from 'clsx';
import { Link } from 'react-router';

export interface StatusTab {
  /** The status the tab shows, or undefined for all. */
  status: string | undefined;
  label: string;
  count?: string | undefined;
}

/** A list's statuses as tabs, each a link (`?status=`, or `?{param}=`), the current one marked. */
export function StatusTabs({
  label,
  tabs,
  current,
  param = 'status',
}: {
  label: string;
  tabs: StatusTab[];
  current: string | undefined;
  param?: string;
}) {
  return (
    <nav aria-label={label} className="mb-4 overflow-x-auto">
      <ul className="flex gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <li key={tab.status ?? 'all'}>
            <Link
              to={tab.status ? `?${param}=${encodeURIComponent(tab.status)}` : '?'}
              aria-current={tab.status === current ? 'page' : undefined}
              className={clsx(
                'block border-b-2 px-3 py-2 text-sm whitespace-nowrap',
                tab.status === current
                  ? 'border-primary-700 font-semibold text-primary-800'
                  : 'border-transparent text-slate-600',
              )}
            >
              {tab.label}
              {tab.count !== undefined && (
                <span className="ms-1 rounded-full bg-slate-100 px-1.5 text-xs">{tab.count}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
