import clsx from 'clsx';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ActionLink } from '../../components/action-link.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import type { ListName } from './use-catalogue.ts';

const TABS: ListName[] = ['categories', 'brands', 'units', 'colours'];

/**
 * A list page of the catalogue: its title, what the catalogue is, the lists as tabs (the current
 * one marked), the way to add to this one, and the list itself.
 */
export function CatalogueFrame({
  list,
  add,
  lead,
  children,
}: {
  list: ListName;
  add: { to: string; label: string };
  lead?: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="catalogue-title" className="mx-auto max-w-4xl space-y-4">
      <div>
        <h1 id="catalogue-title" className="text-2xl font-semibold">
          {t('catalogue.title')}
        </h1>
        <p className="text-sm text-slate-600">{t('catalogue.lead')}</p>
      </div>
      <nav aria-label={t('catalogue.tabs')} className="overflow-x-auto">
        <ul className="flex gap-1 border-b border-slate-200">
          {TABS.map((tab) => (
            <li key={tab}>
              <NavLink
                to={`/catalogue/${tab}`}
                className={({ isActive }) =>
                  clsx(
                    'block border-b-2 px-3 py-2 text-sm whitespace-nowrap',
                    isActive
                      ? 'border-primary-700 font-semibold text-primary-800'
                      : 'border-transparent text-slate-600',
                  )
                }
              >
                {t(`catalogue.tab.${tab}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t(`catalogue.tab.${list}`)}</h2>
        <ActionLink to={add.to} icon={Plus} primary>
          {add.label}
        </ActionLink>
      </div>
      {lead && <p className="text-sm text-slate-600">{lead}</p>}
      {children}
    </section>
  );
}
