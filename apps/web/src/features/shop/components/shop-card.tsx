import type { ShopCard as ShopCardData } from '@souk/contract';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { LazyImage } from '../../../components/ui/lazy-image.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { countKey, useT } from '../../../lib/i18n.ts';

/** Banner, logo, name, rating, Online/Offline and product count; the whole card links to the shop. */
export function ShopCard({ shop }: { shop: ShopCardData }) {
  const t = useT();
  return (
    <Card testId="shop-card">
      <LazyImage
        src={shop.banner}
        width={400}
        height={100}
        sizes="(min-width: 768px) 33vw, 50vw"
        className="aspect-[4/1] w-full object-cover"
      />
      <div className="flex flex-1 flex-col items-center gap-1.5 px-3 pb-4 text-center">
        <LazyImage
          src={shop.logo}
          width={64}
          height={64}
          className="-mt-8 size-16 rounded-full border-4 border-white bg-white object-cover"
        />
        <h3 className="line-clamp-1 font-semibold">
          <Link to={`/shops/${shop.id}`} className="after:absolute after:inset-0 group-hover:text-primary-700">
            <bdi>{shop.name}</bdi>
          </Link>
        </h3>
        <p className="flex items-center gap-1 text-xs text-slate-600">
          <Stars rating={shop.rating} />
          <span>({shop.total_reviews})</span>
        </p>
        <StatusBadge status={shop.shop_status} />
        <p className="text-xs text-slate-500">
          {t(countKey(shop.total_products, ':count product', ':count products'), { count: shop.total_products })}
        </p>
      </div>
    </Card>
  );
}
