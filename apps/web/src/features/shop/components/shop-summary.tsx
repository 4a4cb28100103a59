import type { ProductDetails } from '@souk/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@souk/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { useT } from '../../../lib/i18n.ts';

/** The seller box beside a product: logo, name, rating, Online/Offline, a visit link and chat. */
export function ShopSummary({ shop, chat }: { shop: ProductDetails['shop']; chat: ReactNode }) {
  const t = useT();
  return (
    <aside
      aria-label={t('Shop')}
      className="rounded-lg border border-slate-200 bg-white p-4"
      data-testid="shop-summary"
    >
      <div className="flex items-center gap-3">
        <img src={shop.logo} alt="" width={48} height={48} className="size-12 shrink-0 rounded-full object-cover" />
        <div className="min-w-0">
          <p dir="auto" className="truncate-name font-semibold">
            <bdi>{shop.name}</bdi>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <Stars rating={shop.rating} />
            <StatusBadge status={shop.shop_status} />
          </div>
        </div>
      </div>
      {shop.estimated_delivery_time ? (
        <p className="mt-3 text-sm text-slate-600">
          {t('Estimated delivery')}: <bdi>{shop.estimated_delivery_time}</bdi>
        </p>
      ) : null}
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Link to={`/shops/${shop.id}`} className={buttonClass('outline', undefined, 'sm')}>
          {t('Visit Shop')}
        </Link>
        {chat}
      </div>
    </aside>
  );
}
