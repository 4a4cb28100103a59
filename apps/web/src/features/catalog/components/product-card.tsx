import type { ProductCard as ProductCardData } from '@souk/contract';
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price.tsx';
import { useT } from '../../settings/i18n.ts';

/** Thumbnail, name, price (struck-through list price when discounted), percent-off badge, rating. */
export function ProductCard({ product }: { product: ProductCardData }) {
  const t = useT();
  const discounted = product.discount_price > 0 && product.discount_price < product.price;
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white transition hover:shadow-md"
      data-testid="product-card"
    >
      {product.discount_percentage > 0 ? (
        <span
          dir="ltr"
          className="absolute start-2 top-2 z-10 rounded bg-rose-600 px-1.5 py-0.5 text-xs font-bold text-white"
        >
          -{product.discount_percentage}%
        </span>
      ) : null}
      <Link to={`/products/${product.id}/details`} className="flex flex-1 flex-col">
        <img
          src={product.thumbnail}
          alt=""
          width={300}
          height={300}
          loading="lazy"
          className="aspect-square w-full bg-slate-100 object-cover"
        />
        <div className="flex flex-1 flex-col gap-1 p-3">
          <h3 className="line-clamp-2 text-sm font-medium text-slate-800 group-hover:text-primary-700">
            {product.name}
          </h3>
          <div className="mt-auto flex flex-wrap items-baseline gap-x-2">
            <Price
              amount={discounted ? product.discount_price : product.price}
              className="font-bold text-primary-800"
            />
            {discounted ? <Price amount={product.price} className="text-xs text-slate-500 line-through" /> : null}
          </div>
          <p className="flex items-center gap-1 text-xs text-slate-600">
            <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-400" />
            <span>{product.rating.toFixed(1)}</span>
            <span>({product.total_reviews})</span>
            <span className="sr-only">{t('Reviews')}</span>
          </p>
        </div>
      </Link>
    </article>
  );
}
