import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { pageCount, pageFromParam, pageWindow } from '../../lib/pagination.ts';

interface PaginatorProps {
  total: number;
  perPage?: number;
  /** How many page numbers to show at once. */
  shown?: number;
  /** The URL parameter holding the page, so two lists on one screen page apart. */
  param?: string;
  /** Stay where the shopper is instead of going back to the top (for a list further down a screen). */
  keepScroll?: boolean;
}

const cell = 'inline-flex min-w-9 items-center justify-center rounded-md border px-2.5 py-1.5 text-sm font-medium';

/**
 * Previous, up to five page numbers and next, as links: the page lives in the URL
 * (docs/features/storefront.md#lists-and-pages).
 */
export function Paginator({ total, perPage = 10, shown = 5, param = 'page', keepScroll }: PaginatorProps) {
  const t = useT();
  const [params] = useSearchParams();
  const pages = pageCount(total, perPage);
  if (pages <= 1) return null;
  const current = Math.min(pageFromParam(params.get(param)), pages);
  const search = (page: number) => {
    const next = new URLSearchParams(params);
    if (page === 1) next.delete(param);
    else next.set(param, String(page));
    return `?${next.toString()}`;
  };
  const step = (page: number, label: string, icon: ReactNode) =>
    page < 1 || page > pages ? (
      <span aria-disabled="true" className={`${cell} border-slate-200 text-slate-300`}>
        {icon}
        <span className="sr-only">{label}</span>
      </span>
    ) : (
      <Link
        to={search(page)}
        preventScrollReset={keepScroll}
        aria-label={label}
        className={`${cell} border-slate-300 bg-white hover:bg-slate-100`}
      >
        {icon}
      </Link>
    );

  return (
    <nav aria-label={t('Pagination')} className="mt-6 flex justify-center" data-testid="paginator">
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>{step(current - 1, t('Previous page'), <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />)}</li>
        {pageWindow(current, pages, shown).map((page) => (
          <li key={page}>
            <Link
              to={search(page)}
              preventScrollReset={keepScroll}
              aria-current={page === current ? 'page' : undefined}
              aria-label={t('Page :page', { page })}
              className={
                page === current
                  ? `${cell} border-primary-700 bg-primary-700 text-white`
                  : `${cell} border-slate-300 bg-white hover:bg-slate-100`
              }
            >
              {page}
            </Link>
          </li>
        ))}
        <li>{step(current + 1, t('Next page'), <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />)}</li>
      </ul>
    </nav>
  );
}
