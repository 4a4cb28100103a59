import { findCategory } from '@souk/contract';
import { useParams } from 'react-router';
import { ChipNav } from '../../components/ui/chip-nav.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { categoriesQueryOptions, ProductBrowser, useCategoriesQuery } from '../../features/catalog/index.ts';
import { useT } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import type { ScreenHandle } from '../prefetch-on-intent.ts';
import { prefetchProductList } from '../prefetch-products.ts';

export const handle: ScreenHandle = {
  // The list needs the category's id, which the (long-cached) category list gives for a slug.
  prefetch: ({ slug = '' }, search) => {
    queryClient
      .ensureQueryData(categoriesQueryOptions())
      .then(({ categories }) => {
        const category = findCategory(categories, slug);
        if (category) prefetchProductList(search, { category_id: category.id });
      })
      // The screen asks again and shows the error, if there still is one.
      .catch(() => undefined);
  },
};

/** /categories/{slug} or /categories/{id}?subcategory={id}: the category's products, its sub-categories as chips. */
export function Component() {
  const t = useT();
  const { slug = '' } = useParams();
  const { data, isPending, isError, refetch } = useCategoriesQuery();
  // A screen tall, so the footer stays below until the list (taller still) replaces it: no shift.
  if (isPending) return <Skeleton className="mx-auto my-6 min-h-screen max-w-7xl" />;
  if (isError) return <ErrorState className="px-4 py-16 text-center text-sm" onRetry={() => void refetch()} />;
  const category = findCategory(data.categories, slug);
  if (!category) return <NotFoundState message="This category does not exist." />;
  return (
    <PageShell title={category.name} translateTitle={false}>
      <ProductBrowser
        scope={{ category_id: category.id }}
        toolbar={
          category.sub_categories.length > 0 ? (
            <ChipNav
              label={t('Sub Categories')}
              param="subcategory"
              allLabel={t('All')}
              options={category.sub_categories}
            />
          ) : null
        }
      />
    </PageShell>
  );
}
