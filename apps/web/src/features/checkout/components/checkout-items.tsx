import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LineOptions } from '../../../components/ui/line-options.tsx';
import { type CartShop, LinePrice } from '../../cart/index.ts';
import { useT } from '../../../lib/i18n.ts';

interface CheckoutItemsProps {
  shops: readonly CartShop[];
  /** A shop's vouchers entry, supplied by the screen. */
  shopActions?: (shop: CartShop) => ReactNode;
}

/** The lines being ordered, by shop: thumbnail, name, size and colour, unit price and quantity. */
export function CheckoutItems({ shops, shopActions }: CheckoutItemsProps) {
  const t = useT();
  return (
    <div className="space-y-3">
      {shops.map((shop) => (
        <section key={shop.shop_id} className="rounded-md border border-slate-200" data-testid="checkout-shop">
          <div className="flex flex-wrap items-center gap-2 border-b border-slate-100 px-3 py-2">
            <Store aria-hidden className="size-4 text-slate-500" />
            <h3 dir="auto" className="min-w-0 flex-1 truncate-name text-sm font-semibold">
              <bdi>{shop.shop_name}</bdi>
            </h3>
            {shopActions?.(shop)}
          </div>
          <ul className="divide-y divide-slate-100">
            {shop.products.map((line) => (
              <li key={line.cart_id} className="flex gap-3 p-3" data-testid="checkout-line">
                <img
                  src={line.thumbnail}
                  alt=""
                  width={56}
                  height={56}
                  className="size-14 shrink-0 rounded object-cover"
                />
                <div className="min-w-0 flex-1 text-sm">
                  <Link to={`/products/${line.id}/details`} className="line-clamp-2 font-medium hover:underline">
                    <bdi>{line.name}</bdi>
                  </Link>
                  <LineOptions size={line.size} color={line.color} />
                </div>
                <div className="shrink-0 text-end text-sm">
                  <LinePrice line={line} className="font-semibold" />
                  <p className="text-xs text-slate-500">
                    {t('Qty')}: {line.quantity}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
