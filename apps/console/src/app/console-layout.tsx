import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import {
  ExternalLink,
  Coins,
  History,
  Settings,
  Tag,
  Zap,
  FileText,
  LayoutDashboard,
  Languages,
  Megaphone,
  Newspaper,
  FolderTree,
  KeyRound,
  CreditCard,
  LifeBuoy,
  LogOut,
  Menu,
  Palette,
  MessageCircle,
  Package,
  ShoppingBag,
  Star,
  Store,
  UserPlus,
  Users,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { setSession } from '../lib/session.ts';
import { setSupportView, useConsoleShop, useReadOnly } from '../lib/support-view.ts';
import { useSupportChannel } from '../features/support/use-support-channel.ts';
import { SupportBanner } from './support-banner.tsx';
import { useShopChannel } from './use-shop-channel.ts';

/**
 * The sections and whose they are: a shop owner's, platform staff's, or both's. Staff looking at
 * a shop's console see the owner's alone (Support there would be staff's own inbox).
 */
const NAV = [
  { to: '/dashboard', label: 'nav.dashboard', icon: LayoutDashboard, for: 'owner' },
  { to: '/orders', label: 'nav.orders', icon: Package, for: 'owner' },
  { to: '/products', label: 'nav.products', icon: ShoppingBag, for: 'owner' },
  { to: '/quotes', label: 'nav.quotes', icon: FileText, for: 'owner' },
  { to: '/conversations', label: 'nav.conversations', icon: MessageCircle, for: 'owner' },
  { to: '/support', label: 'nav.support', icon: LifeBuoy, for: 'both' },
  { to: '/sellers', label: 'nav.sellers', icon: UserPlus, for: 'staff' },
  { to: '/customers', label: 'nav.customers', icon: Users, for: 'staff' },
  { to: '/shops', label: 'nav.shops', icon: Store, for: 'staff' },
  { to: '/currencies', label: 'nav.currencies', icon: Coins, for: 'staff' },
  { to: '/branding', label: 'nav.branding', icon: Palette, for: 'staff' },
  { to: '/navigation', label: 'nav.navigation', icon: Menu, for: 'staff' },
  { to: '/commerce', label: 'nav.commerce', icon: CreditCard, for: 'staff' },
  { to: '/accounts', label: 'nav.accounts', icon: KeyRound, for: 'staff' },
  { to: '/languages', label: 'nav.languages', icon: Languages, for: 'staff' },
  { to: '/promotions', label: 'nav.promotions', icon: Megaphone, for: 'staff' },
  { to: '/content', label: 'nav.content', icon: Newspaper, for: 'staff' },
  { to: '/catalogue', label: 'nav.catalogue', icon: FolderTree, for: 'staff' },
  { to: '/audit-log', label: 'nav.audit', icon: History, for: 'staff' },
  { to: '/reviews', label: 'nav.reviews', icon: Star, for: 'owner' },
  { to: '/vouchers', label: 'nav.vouchers', icon: Tag, for: 'owner' },
  { to: '/flash-sales', label: 'nav.flashSales', icon: Zap, for: 'owner' },
  { to: '/shop', label: 'nav.shop', icon: Settings, for: 'owner' },
] as const;

/**
 * The console's frame: the shop's name, language and sign-out on top; the sections beside the
 * page on a wide screen, above it on a phone as one row of tabs that scrolls sideways (wrapped,
 * nine sections took four rows of the screen).
 */
export function ConsoleLayout() {
  const { t, locale } = useI18n();
  const shop = useConsoleShop();
  const supportView = useReadOnly();
  const sections = NAV.filter(
    (section) => section.for === (shop ? 'owner' : 'staff') || (section.for === 'both' && !supportView),
  );
  const queryClient = useQueryClient();
  useShopChannel();
  // New tickets and shoppers' replies are heard on every page, not only Support's.
  const ticketNews = useSupportChannel();
  // On a phone the sections are a row wider than the screen: the current one is scrolled to its
  // middle, so the sections on either side show there is more to scroll to; again when the
  // language changes, since the row then runs the other way (a frame later: the page's direction
  // is set by the app's own effect, which runs after this one).
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const frame = requestAnimationFrame(() =>
      nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'center' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [pathname, locale]);
  const signOut = () => {
    setSupportView(null);
    setSession(null);
    queryClient.clear();
  };
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:bg-white focus:p-2"
      >
        {t('app.skip')}
      </a>
      <header className="flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-3 print:hidden">
        <Store aria-hidden className="size-6 shrink-0 text-primary-700" />
        <div className="min-w-0 flex-1">
          <p className="text-xs text-slate-500">{t('app.name')}</p>
          <p className="truncate font-semibold">
            <bdi>{shop ? shop.name : t('nav.staff')}</bdi>
          </p>
        </div>
        {shop && (
          <a
            href={`/shops/${shop.id}`}
            target="_blank"
            rel="noreferrer"
            className="flex items-center gap-1 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
          >
            <ExternalLink aria-hidden className="size-4" />
            <span className="max-sm:sr-only">{t('nav.storefront')}</span>
          </a>
        )}
        <LanguageSwitch />
        <button
          type="button"
          onClick={signOut}
          className="flex items-center gap-1 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
        >
          <LogOut aria-hidden className="size-4 rtl:-scale-x-100" />
          <span className="max-sm:sr-only">{t('nav.signOut')}</span>
        </button>
      </header>
      <SupportBanner />
      <div className="md:flex">
        <nav
          ref={nav}
          aria-label={t('nav.menu')}
          className="print:hidden border-b border-slate-200 bg-white md:min-h-[calc(100vh-61px)] md:w-56 md:border-e md:border-b-0"
        >
          <ul className="flex gap-1 overflow-x-auto p-2 md:flex-col md:overflow-visible">
            {sections.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    clsx(
                      'flex items-center gap-2 rounded-md px-3 py-2 text-sm whitespace-nowrap',
                      isActive ? 'bg-primary-50 font-semibold text-primary-800' : 'text-slate-700 hover:bg-slate-100',
                    )
                  }
                >
                  <Icon aria-hidden className="size-4" />
                  {t(label)}
                  {to === '/support' && ticketNews > 0 && (
                    <span className="ms-auto rounded-full bg-red-700 px-1.5 text-xs font-semibold text-white">
                      <span aria-hidden>{ticketNews}</span>
                      <span className="sr-only">{t('support.news', { count: ticketNews })}</span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="min-w-0 flex-1 p-4 md:p-6 print:p-0">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
