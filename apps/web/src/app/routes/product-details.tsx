import { useParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { SafeHtml } from '../../components/ui/safe-html.tsx';
import { Section } from '../../components/ui/section.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAddToCart } from '../../features/cart/index.ts';
import { ProductGrid, WIDE_COLUMNS } from '../../features/catalog/index.ts';
import { ChatButton } from '../../features/chat/index.ts';
import {
  productDetailsQueryOptions,
  ProductGallery,
  PurchasePanel,
  useProductDetailsQuery,
} from '../../features/product/index.ts';
import { RequestQuoteButton } from '../../features/quote/index.ts';
import { ReviewsSection } from '../../features/review/index.ts';
import { useT } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ShopSummary } from '../../features/shop/index.ts';
import { WishlistButton } from '../../features/wishlist/index.ts';
import { ApiError } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import type { ScreenHandle } from '../prefetch-on-intent.ts';

export const handle: ScreenHandle = {
  prefetch: ({ id }) => {
    if (Number.isInteger(Number(id))) void queryClient.prefetchQuery(productDetailsQueryOptions(Number(id)));
  },
};

export function Component() {
  const t = useT();
  const id = Number(useParams().id);
  const { data, error, isPending, refetch } = useProductDetailsQuery(id);
  const addToCart = useAddToCart();
  usePageTitle(data?.product.name, false);

  if (!Number.isInteger(id) || (error instanceof ApiError && error.status === 404)) {
    return <NotFoundState message="This product does not exist." />;
  }
  if (error) return <ErrorState className="px-4 py-16 text-center text-sm" onRetry={() => void refetch()} />;
  if (isPending) {
    return (
      <div className="mx-auto grid max-w-7xl gap-6 px-3 py-6 sm:px-4 md:grid-cols-2" aria-busy="true">
        <Skeleton className="aspect-square w-full rounded-lg" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  const { product } = data;
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-3 py-6 sm:px-4">
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-[minmax(0,5fr)_minmax(0,5fr)_minmax(0,3fr)] lg:gap-8">
        <ProductGallery key={product.id} product={product} />
        <PurchasePanel
          key={`purchase-${product.id}`}
          product={product}
          pending={addToCart.isPending}
          wishlist={<WishlistButton productId={product.id} isFavorite={product.is_favorite} />}
          onPurchase={(purchase, buyNow) =>
            addToCart.mutate({
              shopId: product.shop.id,
              body: {
                product_id: product.id,
                quantity: purchase.quantity,
                size: purchase.sizeId,
                color: purchase.colorId,
                unit: purchase.unitId,
                is_buy_now: buyNow,
              },
            })
          }
        />
        <div className="space-y-3 md:col-span-2 lg:col-span-1">
          <ShopSummary shop={product.shop} chat={<ChatButton shopId={product.shop.id} productId={product.id} />} />
          <RequestQuoteButton product={product} />
        </div>
      </div>
      {product.description ? (
        <Section id="description" title={t('Description')}>
          <SafeHtml html={product.description} className="rounded-lg border border-slate-200 bg-white p-4" />
        </Section>
      ) : null}
      <ReviewsSection target={{ product_id: product.id }} />
      {data.related_products.length > 0 ? (
        <Section id="related-products" title={t('Related Products')}>
          <ProductGrid products={data.related_products} columns={WIDE_COLUMNS} />
        </Section>
      ) : null}
      {data.popular_products.length > 0 ? (
        <Section id="shop-products" title={t('More from :shop', { shop: product.shop.name })}>
          <ProductGrid products={data.popular_products} columns={WIDE_COLUMNS} />
        </Section>
      ) : null}
    </div>
  );
}
