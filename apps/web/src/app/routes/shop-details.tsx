import { useParams } from 'react-router';
import { ChipNav } from '../../components/ui/chip-nav.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { SafeHtml } from '../../components/ui/safe-html.tsx';
import { Section } from '../../components/ui/section.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ListSearch, ProductBrowser } from '../../features/catalog/index.ts';
import { ChatButton } from '../../features/chat/index.ts';
import { ReviewsSection } from '../../features/review/index.ts';
import { useT } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import {
  shopCategoriesQueryOptions,
  ShopHeader,
  shopQueryOptions,
  useShopCategoriesQuery,
  useShopQuery,
} from '../../features/shop/index.ts';
import { ApiError } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import type { ScreenHandle } from '../prefetch-on-intent.ts';
import { prefetchProductList } from '../prefetch-products.ts';

export const handle: ScreenHandle = {
  prefetch: ({ id }, search) => {
    const shopId = Number(id);
    if (!Number.isInteger(shopId)) return;
    void queryClient.prefetchQuery(shopQueryOptions(shopId));
    void queryClient.prefetchQuery(shopCategoriesQueryOptions(shopId));
    prefetchProductList(search, { shop_id: shopId });
  },
};

/** A shop: its header, its products (searchable, by its categories) and its reviews. */
export function Component() {
  const t = useT();
  const id = Number(useParams().id);
  const { data, error, isPending, refetch } = useShopQuery(id);
  const categories = useShopCategoriesQuery(id);
  usePageTitle(data?.shop.name, false);

  if (!Number.isInteger(id) || (error instanceof ApiError && error.status === 404)) {
    return <NotFoundState message="This shop does not exist." />;
  }
  if (error) return <ErrorState className="px-4 py-16 text-center text-sm" onRetry={() => void refetch()} />;
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-3 py-6 sm:px-4">
      {isPending ? (
        <Skeleton className="h-72 w-full rounded-xl" />
      ) : (
        <ShopHeader shop={data.shop} chat={<ChatButton shopId={id} />} />
      )}
      <Section id="shop-products" title={t('Products')}>
        <ProductBrowser
          scope={{ shop_id: id }}
          toolbar={
            <div className="space-y-3">
              <ListSearch label={t('Search in this shop')} />
              {categories.data && categories.data.categories.length > 0 ? (
                <ChipNav
                  label={t('Categories')}
                  param="category"
                  allLabel={t('All')}
                  options={categories.data.categories}
                />
              ) : null}
            </div>
          }
        />
      </Section>
      {data?.shop.description ? (
        <Section id="shop-about" title={t('About the shop')}>
          <SafeHtml html={data.shop.description} className="rounded-lg border border-slate-200 bg-white p-4" />
        </Section>
      ) : null}
      <ReviewsSection target={{ shop_id: id }} />
    </div>
  );
}
