import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClass } from '@souk/ui/button';
import { ChipNav } from '../../components/ui/chip-nav.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { Paginator } from '../../components/ui/paginator.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ProductGrid, WIDE_COLUMNS } from '../../features/catalog/index.ts';
import { FLASH_SALE_PER_PAGE, FlashSaleHero, useFlashSaleQuery } from '../../features/flash-sale/index.ts';
import { useT } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ApiError } from '../../lib/api-client.ts';
import { pageFromParam } from '../../lib/pagination.ts';

/** A flash sale: banner and countdown, its products by category, paged. */
export function Component() {
  const t = useT();
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const categoryId = Number(params.get('category')) || undefined;
  const { data, error, refetch } = useFlashSaleQuery(id, categoryId, pageFromParam(params.get('page')));
  usePageTitle(data?.flash_sale.name ?? 'Flash Sale', data === undefined);

  if (!Number.isInteger(id) || (error instanceof ApiError && error.status === 404)) {
    return <NotFoundState message="This flash sale does not exist or has been removed." />;
  }
  if (error) return <ErrorState className="px-4 py-16 text-center text-sm" onRetry={() => void refetch()} />;
  const sale = data?.flash_sale;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-3 py-6 sm:px-4">
      {sale ? <FlashSaleHero sale={sale} /> : <Skeleton className="aspect-[3/1] w-full rounded-xl" />}
      {sale && sale.status !== 'ended' && sale.categories.length > 0 ? (
        <ChipNav label={t('Categories')} param="category" allLabel={t('All')} options={sale.categories} />
      ) : null}
      {sale?.status === 'ended' ? (
        <EmptyState title={t('This flash sale has ended.')}>
          <Link to="/best-deal" className={buttonClass('outline')}>
            {t('See the best deals')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <ProductGrid products={data?.products} columns={WIDE_COLUMNS} />
          {data ? <Paginator total={data.total_products} perPage={FLASH_SALE_PER_PAGE} /> : null}
        </>
      )}
    </div>
  );
}
