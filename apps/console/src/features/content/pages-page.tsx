import { ExternalLink, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { ListBody } from '../../components/list-body.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { ContentTabs } from './content-tabs.tsx';
import { storefrontPath } from './storefront-path.ts';
import { usePages } from './use-pages.ts';

const LINK =
  'inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100';

/** The about and legal pages the storefront shows, each opening its form. */
export function PagesPage() {
  const { t } = useI18n();
  const pages = usePages();
  return (
    <>
      <ContentTabs />
      <section aria-labelledby="pages-title">
        <div className="mb-4">
          <h1 id="pages-title" className="text-2xl font-semibold">
            {t('content.pages.title')}
          </h1>
          <p className="text-sm text-slate-600">{t('content.pages.lead')}</p>
        </div>
        <ListBody query={pages} rows={(data) => data.pages} empty={t('content.pages.empty')}>
          {(rows) => (
            <ul
              aria-label={t('content.pages.title')}
              className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
            >
              {rows.map((page) => (
                <li
                  key={page.id}
                  data-row={page.slug}
                  className="flex flex-wrap items-center justify-between gap-3 p-3"
                >
                  <div className="min-w-0">
                    <p className="font-semibold break-words">
                      <bdi>{page.title}</bdi>
                    </p>
                    <p className="text-xs text-slate-600">
                      <bdi dir="ltr">{storefrontPath(page.slug)}</bdi>
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <a
                      href={storefrontPath(page.slug)}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={t('content.page.viewNamed', { name: page.title })}
                      className={LINK}
                    >
                      <ExternalLink aria-hidden className="size-4" />
                      {t('content.page.view')}
                    </a>
                    <Link
                      to={`/content/pages/${page.id}`}
                      aria-label={t('content.editNamed', { name: page.title })}
                      className={LINK}
                    >
                      <Pencil aria-hidden className="size-4" />
                      {t('content.edit')}
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </ListBody>
      </section>
    </>
  );
}
