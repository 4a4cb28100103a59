import { Eye } from 'lucide-react';
import { useHref } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { setSupportView, useViewedShop } from '../lib/support-view.ts';

/**
 * Staff's support view said on every page: whose console this is, that nothing can be changed,
 * and the way back to the shop's staff page.
 */
export function SupportBanner() {
  const { t } = useI18n();
  const shop = useViewedShop();
  const staffPage = useHref(`/shops/${shop?.id ?? ''}`);
  if (!shop) return null;
  // A fresh load of the staff console: ended on a shop's page, the view would have that page send
  // staff to their own start before a move within the app got there, and the answers the page
  // holds are the shop's, not staff's.
  const exit = () => {
    setSupportView(null);
    window.location.assign(staffPage);
  };
  return (
    <section
      aria-label={t('supportView.region')}
      className="flex items-center gap-3 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 print:hidden"
    >
      <Eye aria-hidden className="size-4 shrink-0" />
      {/* The shop's name isolated, so a Latin name keeps its place in an Arabic sentence. */}
      <p className="min-w-0 flex-1 font-medium">{t('supportView.banner', { name: `\u2068${shop.name}\u2069` })}</p>
      <button
        type="button"
        onClick={exit}
        className="shrink-0 rounded-md border border-amber-400 bg-white px-3 py-1 font-semibold hover:bg-amber-100"
      >
        {t('supportView.exit')}
      </button>
    </section>
  );
}
