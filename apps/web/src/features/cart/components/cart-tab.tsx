import { cartAmount } from '@souk/contract';
import { ShoppingBag } from 'lucide-react';
import { useLocation } from 'react-router';
import { Price } from '../../../components/ui/price.tsx';
import { useT } from '../../settings/i18n.ts';
import { cartCount, useCartStore } from '../store.ts';

/** The floating tab with item count and total; hidden on checkout and blog pages and small screens. */
export function CartTab() {
  const t = useT();
  const { pathname } = useLocation();
  const shops = useCartStore((s) => s.cartItems);
  const setOpen = useCartStore((s) => s.setDrawerOpen);
  if (/^\/(checkout|buynow|blogs?)(\/|$)/.test(pathname)) return null;
  const count = cartCount(shops);
  return (
    <button
      type="button"
      onClick={() => setOpen(true)}
      data-testid="cart-tab"
      className="fixed end-0 top-1/2 z-20 hidden -translate-y-1/2 flex-col items-center gap-1 rounded-s-lg bg-primary-700 px-2 py-3 text-xs font-semibold text-white shadow-lg hover:bg-primary-800 md:flex"
    >
      <ShoppingBag aria-hidden className="size-5" />
      <span>
        {count} {t('Items')}
      </span>
      <Price
        amount={cartAmount(shops.flatMap((s) => s.products))}
        className="rounded bg-white px-1.5 py-0.5 text-primary-800"
      />
    </button>
  );
}
