import clsx from 'clsx';
import { Link } from 'react-router';

export interface StatusTab<K extends string> {
  key: K;
  /** Already translated. */
  label: string;
}

interface StatusTabsProps<K extends string> {
  /** Names the row of tabs for screen readers; already translated. */
  label: string;
  tabs: ReadonlyArray<StatusTab<K>>;
  current: K;
  /** The count beside each tab; without it the tabs show names only. */
  counts?: Partial<Record<K, number>> | undefined;
  /** The first tab, which leaves `?status=` out of the URL. */
  defaultKey: K;
}

/**
 * One tab per status, as links: the chosen one lives in the URL (`?status=`), and choosing one
 * drops `page`, so a list starts from its first page again.
 */
export function StatusTabs<K extends string>({ label, tabs, current, counts, defaultKey }: StatusTabsProps<K>) {
  return (
    <nav aria-label={label} className="-mx-1 mb-4 overflow-x-auto pb-1">
      <ul className="flex gap-1 px-1">
        {tabs.map((tab) => (
          <li key={tab.key} className="shrink-0">
            <Link
              to={{ search: tab.key === defaultKey ? '' : `?status=${tab.key}` }}
              aria-current={tab.key === current ? 'page' : undefined}
              className={clsx(
                'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm',
                tab.key === current
                  ? 'border-primary-700 bg-primary-700 font-semibold text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100',
              )}
            >
              {tab.label}
              {counts ? <span className="text-xs opacity-80">({counts[tab.key] ?? 0})</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
