import { cartAmount } from '@souk/contract';
import { ShoppingBag } from 'lucide-react';
import { useLocation } from 'react-router';
import { Price } from '../../../components/ui/price.tsx';
import { useT } from '../../settings/i18n.ts';
import { cartCount, useCartStore } from '../store.ts';

// Checkout, buy-now and blog pages go without the tab (spec section 2).
const HIDDEN_ON = /^\/(checkout|buynow|blogs?)(\/|$)/;

/** Whether the floating tab shows on this path (from 768 px wide; below that it is hidden). */
export function useCartTabShown(): boolean {
  return !HIDDEN_ON.test(useLocation().pathname);
}

/**
 * The floating tab with item count and total. It is 4rem wide and the layout keeps a gutter of
 * that width at the end of the page from 768 px, so the tab never covers content.
 */
export function CartTab() {
  const t = useT();
  const shown = useCartTabShown();
  const shops = useCartStore((s) => s.cartItems);
  const setOpen = useCartStore((s) => s.setDrawerOpen);
  if (!shown) return null;
  const count = cartCount(shops);
  return (
    <button
      type="button"
      onClick={() => setOpen(true)}
      data-testid="cart-tab"
      className="fixed end-0 top-1/2 z-20 hidden w-16 -translate-y-1/2 flex-col items-center gap-1 rounded-s-lg bg-primary-700 px-1 py-3 text-xs font-semibold text-white shadow-lg hover:bg-primary-800 md:flex"
    >
      <ShoppingBag aria-hidden className="size-5" />
      <span className="sr-only">{t('My Cart')}</span>
      <span>
        {count} {t('Items')}
      </span>
      <Price
        amount={cartAmount(shops.flatMap((shop) => shop.products))}
        className="max-w-full truncate rounded bg-white px-1 py-0.5 text-[11px] text-primary-800"
      />
    </button>
  );
}
