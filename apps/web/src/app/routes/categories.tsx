import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { CategoryGrid, useCategoriesQuery } from '../../features/catalog/index.ts';

export function Component() {
  const { data, isError, refetch } = useCategoriesQuery();
  return (
    <PageShell title="Categories">
      {isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <CategoryGrid
          categories={data?.categories}
          columns="grid-cols-3 min-[480px]:grid-cols-4 sm:grid-cols-5 md:grid-cols-6 lg:grid-cols-8"
        />
      )}
    </PageShell>
  );
}
