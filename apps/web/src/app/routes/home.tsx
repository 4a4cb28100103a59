import { Button } from '@souk/ui/button';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Section } from '../../components/ui/section.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import {
  AdBanners,
  BannerSlider,
  CategoryGrid,
  homeQueryOptions,
  ProductGrid,
  useHomeQuery,
  WIDE_COLUMNS,
} from '../../features/catalog/index.ts';
import { FlashSaleCountdown } from '../../features/flash-sale/index.ts';
import { useT } from '../../lib/i18n.ts';
import { useSettingsStore } from '../../features/settings/index.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ShopGrid } from '../../features/shop/index.ts';
import { queryClient } from '../../lib/query-client.ts';
import type { ScreenHandle } from '../prefetch-on-intent.ts';

export const handle: ScreenHandle = {
  prefetch: () => void queryClient.prefetchInfiniteQuery(homeQueryOptions()),
};

export function Component() {
  const t = useT();
  usePageTitle('Home');
  const multiVendor = useSettingsStore((s) => s.master?.multi_vendor ?? false);
  const { data, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useHomeQuery();
  const home = data?.pages[0];
  const sale = home?.running_flash_sale ?? home?.incoming_flash_sale;

  if (isError && !home) {
    return (
      <div className="mx-auto max-w-7xl px-3 py-16 text-center sm:px-4">
        <ErrorState onRetry={() => void refetch()} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-3 py-6 sm:px-4">
      <h1 className="sr-only">{t('Home')}</h1>
      {home ? <BannerSlider banners={home.banners} /> : <Skeleton className="aspect-[3/1] w-full rounded-xl" />}
      <Section id="home-categories" title={t('Shop by category')} viewAll="/categories">
        <CategoryGrid categories={home?.categories} columns="grid-cols-4 sm:grid-cols-5 lg:grid-cols-10" />
      </Section>
      {home ? (
        <>
          {sale ? (
            <Section
              id="home-flash-sale"
              title={sale.name}
              aside={<FlashSaleCountdown sale={sale} />}
              viewAll={`/flash-sale/${sale.id}`}
            >
              {home?.running_flash_sale ? (
                <ProductGrid products={home.running_flash_sale.products.slice(0, 6)} columns={WIDE_COLUMNS} />
              ) : null}
            </Section>
          ) : null}
          {home ? <AdBanners ads={home.ads} /> : null}
          <Section id="home-popular" title={t('Popular Products')} viewAll="/most-popular">
            <ProductGrid products={home?.popular_products} skeletons={6} columns={WIDE_COLUMNS} />
          </Section>
          {multiVendor ? (
            <Section id="home-shops" title={t('Top Shops')} viewAll="/shops">
              <ShopGrid shops={home?.shops} skeletons={4} />
            </Section>
          ) : null}
          <Section id="home-just-for-you" title={t('Just For You')}>
            <ProductGrid
              products={data?.pages.flatMap((page) => page.just_for_you.products)}
              skeletons={12}
              columns={WIDE_COLUMNS}
            />
            {hasNextPage ? (
              <div className="mt-6 text-center">
                <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
                  {isFetchingNextPage ? t('Loading') : t('Load More')}
                </Button>
              </div>
            ) : null}
            {isError && home ? (
              <ErrorState className="mt-4 text-center text-sm" onRetry={() => void fetchNextPage()} />
            ) : null}
          </Section>
        </>
      ) : (
        // Until the page's data arrives, one tall placeholder holds the space below: the rows
        // that then appear (a flash sale, ad banners) replace it instead of pushing content
        // already on screen down (layout shift).
        <div className="min-h-screen" aria-hidden="true">
          <ProductGrid products={undefined} skeletons={6} columns={WIDE_COLUMNS} />
        </div>
      )}
    </div>
  );
}
