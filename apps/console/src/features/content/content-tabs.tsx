import clsx from 'clsx';
import { NavLink, useLocation } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';

const TABS = [
  { to: '/content', label: 'content.tab.blogs', end: true },
  { to: '/content/categories', label: 'content.tab.categories', end: false },
  { to: '/content/pages', label: 'content.tab.pages', end: false },
] as const;

/** The section's three lists, above each of them: posts, their categories, the pages. */
export function ContentTabs() {
  const { t } = useI18n();
  // The posts' list also answers at /content/blogs, where its own posts' pages live.
  const { pathname } = useLocation();
  const onPosts = pathname.startsWith('/content/blogs');
  return (
    <nav aria-label={t('content.tabs')} className="mb-4 overflow-x-auto">
      <ul className="flex gap-1 border-b border-slate-200">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                clsx(
                  'block border-b-2 px-3 py-2 text-sm whitespace-nowrap',
                  isActive || (tab.to === '/content' && onPosts)
                    ? 'border-primary-700 font-semibold text-primary-800'
                    : 'border-transparent text-slate-600',
                )
              }
            >
              {t(tab.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
