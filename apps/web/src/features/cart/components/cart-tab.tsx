import { cartLinesAmount } from '@souk/contract';
import clsx from 'clsx';
import { ShoppingBag } from 'lucide-react';
import { useLocation } from 'react-router';
import { Price } from '../../../components/ui/price.tsx';
import { useT } from '../../../lib/i18n.ts';
import { cartCount, useCartShops } from '../api/get-cart.ts';
import { useCartStore } from '../store.ts';

// Checkout, buy-now and blog pages go without the tab
// (docs/features/storefront.md#the-cart-tab-and-drawer).
const HIDDEN_ON = /^\/(checkout|buynow|blogs?)(\/|$)/;

/** Whether the floating tab shows on this path (from 768 px wide; below that it is hidden). */
export function useCartTabShown(): boolean {
  return !HIDDEN_ON.test(useLocation().pathname);
}

/**
 * The tab's face: bag, item count and total. 5rem wide, room for a total of $10,000.00 at its
 * small size; the layout keeps a gutter of that width at the end of the page from 768 px, so the
 * tab never covers content.
 */
interface CartTabButtonProps {
  label: string;
  /** A pointer's copy of a control the dialog already has: kept from keyboard and screen readers. */
  mirror?: boolean;
  onClick: () => void;
  /** Where the tab sits. */
  className: string;
  testId: string;
}

function CartTabButton({ label, mirror = false, onClick, className, testId }: CartTabButtonProps) {
  const t = useT();
  const shops = useCartShops();
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid={testId}
      aria-hidden={mirror || undefined}
      tabIndex={mirror ? -1 : undefined}
      className={clsx(
        'hidden w-20 flex-col items-center gap-1 rounded-s-lg bg-primary-700 px-1 py-3 text-xs font-semibold text-white shadow-lg hover:bg-primary-800 md:flex',
        className,
      )}
    >
      <ShoppingBag aria-hidden className="size-5" />
      <span className="sr-only">{label}</span>
      <span>
        {cartCount(shops)} {t('Items')}
      </span>
      <Price
        amount={cartLinesAmount(shops.flatMap((shop) => shop.products))}
        className="max-w-full truncate rounded bg-white px-1 py-0.5 text-[11px] text-primary-800"
      />
    </button>
  );
}

/** The floating tab at the end edge, which opens the drawer. */
export function CartTab() {
  const t = useT();
  const shown = useCartTabShown();
  const setOpen = useCartStore((s) => s.setDrawerOpen);
  if (!shown) return null;
  return (
    <CartTabButton
      label={t('My Cart')}
      onClick={() => setOpen(true)}
      className="fixed end-0 top-1/2 z-20 -translate-y-1/2"
      testId="cart-tab"
    />
  );
}

/**
 * The same tab on the open drawer's edge (the drawer covers the page's tab and its overlay the
 * rest): a press on it closes the drawer (docs/features/storefront.md#the-cart-tab-and-drawer). It
 * is part of the dialog, so the press is not one beside it; keyboards and screen readers have the
 * dialog's Close button.
 */
export function CartTabOnDrawer() {
  const t = useT();
  const setOpen = useCartStore((s) => s.setDrawerOpen);
  return (
    <CartTabButton
      label={t('Close My Cart')}
      mirror
      onClick={() => setOpen(false)}
      className="absolute end-full top-1/2 -translate-y-1/2"
      testId="cart-tab-close"
    />
  );
}
