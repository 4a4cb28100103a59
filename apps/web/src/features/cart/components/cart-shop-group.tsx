import { Star, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n.ts';
import type { CartShop } from '../types.ts';
import { CartLineItem } from './cart-line-item.tsx';

interface CartShopGroupProps {
  shop: CartShop;
  /** Null in single-vendor mode, where every shop is checked out and there is nothing to tick. */
  selected: boolean | null;
  onToggle: () => void;
  /** The shop's vouchers entry, supplied by the screen that composes the basket. */
  actions?: ReactNode;
}

/** One shop's part of the basket: a tick for checkout, name and rating, then its lines. */
export function CartShopGroup({ shop, selected, onToggle, actions }: CartShopGroupProps) {
  const t = useT();
  return (
    <section className="@container rounded-lg border border-slate-200 bg-white px-3 pt-3" data-testid="cart-shop">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-slate-100 pb-2">
        {selected !== null ? (
          <input
            type="checkbox"
            checked={selected}
            onChange={onToggle}
            aria-label={t('Select :shop', { shop: shop.shop_name })}
            className="size-4 accent-primary-700"
          />
        ) : null}
        <Store aria-hidden className="size-4 text-slate-500" />
        <h3 dir="auto" className="min-w-0 flex-1 truncate-name text-sm font-semibold">
          <bdi>{shop.shop_name}</bdi>
        </h3>
        <span className="inline-flex items-center gap-0.5 text-xs text-slate-600">
          <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-400" />
          {shop.shop_rating.toFixed(1)}
        </span>
        {/* In a narrow drawer (a phone) the actions take a row of their own, so the name can be read whole. */}
        {actions ? (
          <div className="flex basis-full items-center justify-end gap-1 @sm:basis-auto">{actions}</div>
        ) : null}
      </div>
      <ul className="divide-y divide-slate-100">
        {shop.products.map((line) => (
          <CartLineItem key={line.cart_id} line={line} />
        ))}
      </ul>
    </section>
  );
}
