import { Heart, Menu, Search, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAuthStore } from '../../features/auth/index.ts';
import { cartCount, useCartShops, useCartStore } from '../../features/cart/index.ts';
import { useT } from '../../lib/i18n.ts';
import { useSettingsStore } from '../../features/settings/index.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { AccountEntry } from './account-entry.tsx';
import { CountBadge } from '../../components/ui/count-badge.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SearchForm } from './search-form.tsx';
import { UnreadBadge } from '../../features/chat/index.ts';

const iconButton =
  'relative inline-flex items-center justify-center rounded-full p-2 text-slate-700 hover:bg-slate-100';

/** Logo, search (field on desktop, dialog on phones), wishlist and cart counts, account entry, side menu. */
export function Navbar() {
  const t = useT();
  const master = useSettingsStore((s) => s.master);
  const favorites = useAuthStore((s) => s.favoriteProducts);
  const count = cartCount(useCartShops());
  const openCart = useCartStore((s) => s.setDrawerOpen);
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="border-b border-slate-200 bg-white pe-[var(--tab-gutter,0px)]">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-4">
        <button
          type="button"
          className={`${iconButton} lg:hidden`}
          aria-label={t('Open menu')}
          onClick={() => setMenuOpen(true)}
        >
          <Menu aria-hidden className="size-6" />
          <UnreadBadge />
        </button>
        <Link to="/" className="flex shrink-0 items-center" aria-label={master?.app_name ?? 'Souk'}>
          {master?.web_logo ? (
            <img src={master.web_logo} alt={master.app_name} width={120} height={36} className="h-9 w-auto" />
          ) : (
            <span className="text-2xl font-extrabold text-primary-700">{master?.app_name ?? 'Souk'}</span>
          )}
        </Link>
        <div className="mx-auto hidden max-w-xl flex-1 md:block">
          <SearchForm />
        </div>
        <div className="ms-auto flex items-center gap-1 md:ms-0">
          <button
            type="button"
            className={`${iconButton} md:hidden`}
            aria-label={t('Search')}
            onClick={() => setSearchOpen(true)}
          >
            <Search aria-hidden className="size-5" />
          </button>
          <Link to="/wishlist" className={`${iconButton} hidden sm:inline-flex`} aria-label={t('Wishlist')}>
            <Heart aria-hidden className="size-5" />
            <CountBadge count={favorites} label={`${favorites} ${t('Wishlist')}`} />
          </Link>
          <button
            type="button"
            className={iconButton}
            aria-label={t('My Cart')}
            onClick={() => openCart(true)}
            data-testid="cart-button"
          >
            <ShoppingBag aria-hidden className="size-5" />
            <CountBadge count={count} label={`${count} ${t('My Cart')}`} />
          </button>
          <AccountEntry className="hidden items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 lg:inline-flex" />
        </div>
      </div>
      <Dialog open={searchOpen} onOpenChange={setSearchOpen} title={t('Search')} closeLabel={t('Close')}>
        {/* As tall from the start as the suggestions may make it, so the centred dialog, and the
            field in it, stay put while they come and go. */}
        <div className="min-h-[min(36rem,70vh)] p-4">
          <SearchForm inDialog onSearched={() => setSearchOpen(false)} />
        </div>
      </Dialog>
      <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
    </header>
  );
}
