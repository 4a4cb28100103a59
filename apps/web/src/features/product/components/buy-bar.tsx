import { ShoppingBag, Zap } from 'lucide-react';
import { type RefObject, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@souk/ui/button';
import { Price } from '../../../components/ui/price.tsx';
import { useT } from '../../../lib/i18n.ts';

interface BuyBarProps {
  /** The purchase panel's own buttons: the bar shows while they are out of view. */
  watch: RefObject<HTMLElement | null>;
  price: number;
  disabled: boolean;
  onPurchase: (buyNow: boolean) => void;
}

/**
 * On a phone the panel's Add to Cart and Buy Now sit below the picture, out of view; this bar
 * keeps them at the bottom of the screen, with the price, while the panel's own are not in view
 * (as Amazon's, Noon's and Dawn's do). It repeats controls the page already has, so it is kept
 * from screen readers and the tab order; they use the panel's. It is drawn at the end of the
 * body, out of the page's flow: as the panel's last child its coming and going moved every
 * sibling's spacing, and the page shifted 20 px under a finger already pressing below it.
 */
export function BuyBar({ watch, price, disabled, onPurchase }: BuyBarProps) {
  const t = useT();
  const [inView, setInView] = useState({ buttons: true, footer: false });
  useEffect(() => {
    const buttons = watch.current;
    if (!buttons) return;
    // The site footer too: at the end of the page the bar steps aside so nothing stays covered.
    const footer = document.querySelector('footer');
    const observer = new IntersectionObserver((entries) => {
      setInView((now) => {
        const next = { ...now };
        for (const entry of entries) next[entry.target === buttons ? 'buttons' : 'footer'] = entry.isIntersecting;
        return next;
      });
    });
    observer.observe(buttons);
    if (footer) observer.observe(footer);
    return () => observer.disconnect();
  }, [watch]);
  if (inView.buttons || inView.footer) return null;
  return createPortal(
    <div
      aria-hidden
      data-testid="buy-bar"
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-2 border-t border-slate-200 bg-white px-3 py-2 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] sm:hidden"
    >
      <Price amount={price} className="me-auto text-lg font-bold text-primary-800" />
      <Button variant="outline" size="sm" tabIndex={-1} disabled={disabled} onClick={() => onPurchase(false)}>
        <ShoppingBag aria-hidden className="size-4" />
        {t('Add to Cart')}
      </Button>
      <Button size="sm" tabIndex={-1} disabled={disabled} onClick={() => onPurchase(true)}>
        <Zap aria-hidden className="size-4" />
        {t('Buy Now')}
      </Button>
    </div>,
    document.body,
  );
}
