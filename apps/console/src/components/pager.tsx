import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useI18n } from '../lib/i18n.tsx';

/** Previous and next under a list, with where the list is; the arrows follow the direction. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useI18n();
  const button = 'rounded-md border border-slate-300 bg-white p-2 disabled:opacity-40';
  return (
    <div className="mt-3 flex items-center justify-end gap-2 text-sm">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        <span className="sr-only">{t('orders.previous')}</span>
      </button>
      <span aria-live="polite">{t('orders.page', { page, pages })}</span>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
        <span className="sr-only">{t('orders.next')}</span>
      </button>
    </div>
  );
}
