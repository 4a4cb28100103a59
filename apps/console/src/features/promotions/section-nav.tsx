import clsx from 'clsx';
import { NavLink } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';

const PAGES = [
  { to: '/promotions', label: 'promotions.banners', end: true },
  { to: '/promotions/flash-sales', label: 'promotions.flashSales', end: false },
  { to: '/promotions/requests', label: 'promotions.requests', end: false },
] as const;

/** The section's three pages, the current one marked, above each page's title. */
export function SectionNav() {
  const { t } = useI18n();
  return (
    <nav aria-label={t('promotions.sections')} className="mb-4 overflow-x-auto">
      <ul className="flex gap-1 border-b border-slate-200">
        {PAGES.map((page) => (
          <li key={page.to}>
            <NavLink
              to={page.to}
              end={page.end}
              className={({ isActive }) =>
                clsx(
                  'block border-b-2 px-3 py-2 text-sm whitespace-nowrap',
                  isActive ? 'border-primary-700 font-semibold text-primary-800' : 'border-transparent text-slate-600',
                )
              }
            >
              {t(page.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
