import type { ProductCard as ProductCardData } from '@souk/contract';
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { LazyImage } from '../../../components/ui/lazy-image.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { useT } from '../../../lib/i18n.ts';
import { WishlistButton } from '../../wishlist/index.ts';

/**
 * Thumbnail, name, price (the discount price when above 0, with the list price struck through),
 * percent-off badge, rating and an out-of-stock note; every amount in the chosen currency.
 */
export function ProductCard({ product, eager = false }: { product: ProductCardData; eager?: boolean }) {
  const t = useT();
  const discounted = product.discount_price > 0 && product.discount_price < product.price;
  return (
    <Card testId="product-card">
      {product.discount_percentage > 0 ? (
        // The figure reads "-15%" in rtl too; the badge itself keeps the page's direction, so
        // `start-2` puts it at the start, clear of the heart at the end.
        <span className="absolute start-2 top-2 z-10 rounded bg-rose-600 px-1.5 py-0.5 text-xs font-bold text-white">
          <bdi dir="ltr">-{product.discount_percentage}%</bdi>
        </span>
      ) : null}
      {/* Beside the link, not inside it: a button within a link is invalid and would navigate. */}
      <div className="absolute end-2 top-2 z-10">
        <WishlistButton productId={product.id} isFavorite={product.is_favorite} productName={product.name} compact />
      </div>
      <Link to={`/products/${product.id}/details`} className="flex flex-1 flex-col">
        <div className="relative">
          <LazyImage
            src={product.thumbnail}
            width={300}
            height={300}
            sizes="(min-width: 1280px) 256px, (min-width: 640px) 33vw, 50vw"
            eager={eager}
            className="aspect-square w-full bg-slate-100 object-cover"
          />
          {product.quantity <= 0 ? (
            <span className="absolute inset-x-0 bottom-0 bg-slate-900/75 py-1 text-center text-xs font-semibold text-white">
              {t('Out of Stock')}
            </span>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-2.5 sm:p-3">
          {product.brand ? (
            <p dir="auto" className="truncate-name text-xs text-slate-500">
              <bdi>{product.brand}</bdi>
            </p>
          ) : null}
          <h3 className="line-clamp-2 text-sm font-medium text-slate-800 group-hover:text-primary-700">
            <bdi>{product.name}</bdi>
          </h3>
          <div className="mt-auto flex flex-wrap items-baseline gap-x-2" data-testid="card-price">
            <Price
              amount={discounted ? product.discount_price : product.price}
              className="font-bold text-primary-800"
            />
            {discounted ? (
              <del className="text-xs text-slate-500">
                <Price amount={product.price} />
              </del>
            ) : null}
          </div>
          <p className="flex items-center gap-1 text-xs text-slate-600">
            <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-400" />
            <span>{product.rating.toFixed(1)}</span>
            <span>({product.total_reviews})</span>
            <span className="sr-only">{t('Reviews')}</span>
          </p>
        </div>
      </Link>
    </Card>
  );
}
