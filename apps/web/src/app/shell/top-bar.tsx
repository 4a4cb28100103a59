import { Phone, Store } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { useSettingsStore } from '../../features/settings/index.ts';
import { lazyNamed } from '../../lib/lazy-named.ts';

/** The currency, language and app menus, on every page: main.tsx loads them before hydrating. */
export const TopBarMenus = lazyNamed(() => import('./top-bar-menus.tsx'), 'TopBarMenus');

/** Hotline, currency and language pickers, the app download menu and (multi-vendor) Become a Seller. */
export function TopBar() {
  const t = useT();
  const master = useSettingsStore((s) => s.master);
  return (
    <div className="bg-primary-900 text-primary-50 pe-[var(--tab-gutter,0px)]" data-testid="top-bar">
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-between gap-2 px-3 text-xs sm:px-4 sm:text-sm">
        {master?.mobile ? (
          <a
            href={`tel:${master.mobile.replace(/\s+/g, '')}`}
            className="inline-flex min-w-0 items-center gap-1.5 truncate hover:underline"
          >
            <Phone aria-hidden className="size-3.5 shrink-0" />
            <span className="hidden sm:inline">{t('Hotline')}:</span>
            <span dir="ltr" className="truncate">
              {master.mobile}
            </span>
          </a>
        ) : (
          <span />
        )}
        <div className="flex items-center gap-1 sm:gap-2">
          <Suspense fallback={null}>
            <TopBarMenus />
          </Suspense>
          {master?.multi_vendor ? (
            <Link
              to="/shop/register"
              className="hidden items-center gap-1 rounded px-1.5 py-1 font-medium hover:bg-white/10 sm:inline-flex"
            >
              <Store aria-hidden className="size-3.5" />
              {t('Become a Seller')}
            </Link>
          ) : null}
        </div>
      </div>
    </div>
  );
}
