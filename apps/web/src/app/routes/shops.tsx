import { useSearchParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { Paginator } from '../../components/ui/paginator.tsx';
import { ShopGrid, SHOPS_PER_PAGE, useShopsQuery } from '../../features/shop/index.ts';
import { pageFromParam } from '../../lib/pagination.ts';

export function Component() {
  const [params] = useSearchParams();
  const { data, isError, refetch } = useShopsQuery(pageFromParam(params.get('page')));
  return (
    <PageShell title="Shops">
      {isError ? <ErrorState onRetry={() => void refetch()} /> : <ShopGrid shops={data?.shops} />}
      {data ? <Paginator total={data.total} perPage={SHOPS_PER_PAGE} /> : null}
    </PageShell>
  );
}
