import { Link } from 'react-router';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useHomeQuery } from '../../features/catalog/api/get-home.ts';
import { ProductCard } from '../../features/catalog/components/product-card.tsx';
import { useT } from '../../features/settings/i18n.ts';
import { usePageTitle } from '../../features/settings/use-page-title.ts';

export function Component() {
  const t = useT();
  usePageTitle('Home');
  const { data, isPending, isError, refetch } = useHomeQuery();

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-3 py-6 sm:px-4">
      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className="mb-4 text-xl font-bold">
          {t('Shop by category')}
        </h2>
        <div className="grid grid-cols-4 gap-3 sm:grid-cols-5 lg:grid-cols-10">
          {isPending ? Array.from({ length: 10 }, (_, i) => <Skeleton key={i} className="aspect-square" />) : null}
          {data?.categories.map((category) => (
            <Link
              key={category.id}
              to={`/categories/${category.slug}`}
              className="flex flex-col items-center gap-1 text-center text-xs font-medium hover:text-primary-700 sm:text-sm"
            >
              <img
                src={category.thumbnail}
                alt=""
                width={80}
                height={80}
                className="aspect-square w-full max-w-20 rounded-full bg-slate-100"
              />
              <span className="line-clamp-2">{category.name}</span>
            </Link>
          ))}
        </div>
      </section>
      <section aria-labelledby="home-popular">
        <h2 id="home-popular" className="mb-4 text-xl font-bold">
          {t('Popular Products')}
        </h2>
        {isError ? <ErrorState onRetry={() => void refetch()} /> : null}
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {isPending ? Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="aspect-[3/4]" />) : null}
          {data?.popular_products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      </section>
    </div>
  );
}
