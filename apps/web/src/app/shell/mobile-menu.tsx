import { Heart, ShoppingBag, Store } from 'lucide-react';
import { Link } from 'react-router';
import { useAuthStore } from '../../features/auth/index.ts';
import { cartCount, useCartShops, useCartStore } from '../../features/cart/index.ts';
import { useT } from '../../lib/i18n.ts';
import { useSettingsStore } from '../../features/settings/index.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { AccountEntry } from './account-entry.tsx';

const row = 'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium text-slate-800 hover:bg-slate-100';

/** The phone side menu: account entry, Wishlist and My Cart with counts, then the shop's menu links. */
export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const menus = useSettingsStore((s) => s.master?.menus) ?? [];
  const multiVendor = useSettingsStore((s) => s.master?.multi_vendor ?? false);
  const favorites = useAuthStore((s) => s.favoriteProducts);
  const count = cartCount(useCartShops());
  const openCart = useCartStore((s) => s.setDrawerOpen);
  const close = () => onOpenChange(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('Menu')} closeLabel={t('Close')} placement="start">
      <nav
        className="flex flex-col gap-1 p-3"
        onClick={(event) => (event.target as HTMLElement).closest('a, [data-closes-menu]') && close()}
      >
        <AccountEntry inline className={`${row} w-full text-start`} />
        <Link to="/wishlist" className={row}>
          <Heart aria-hidden className="size-5" />
          <span className="flex-1">{t('Wishlist')}</span>
          <span className="rounded-full bg-slate-100 px-2 text-xs">{favorites}</span>
        </Link>
        <button
          type="button"
          className={`${row} w-full text-start`}
          onClick={() => {
            close();
            openCart(true);
          }}
        >
          <ShoppingBag aria-hidden className="size-5" />
          <span className="flex-1">{t('My Cart')}</span>
          <span className="rounded-full bg-slate-100 px-2 text-xs">{count}</span>
        </button>
        <hr className="my-2 border-slate-200" />
        {menus.map((menu) => (
          <SmartLink key={menu.id} url={menu.url} external={menu.is_external} target={menu.target} className={row}>
            {menu.name}
          </SmartLink>
        ))}
        {multiVendor ? (
          <Link to="/shop/register" className={row}>
            <Store aria-hidden className="size-5" />
            {t('Become a Seller')}
          </Link>
        ) : null}
      </nav>
    </Dialog>
  );
}
