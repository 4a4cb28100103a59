import { useSearchParams } from 'react-router';
import { ChipNav } from '../../components/ui/chip-nav.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { Paginator } from '../../components/ui/paginator.tsx';
import { BlogGrid, BLOGS_PER_PAGE, useBlogsQuery } from '../../features/blog/index.ts';
import { useT } from '../../lib/i18n.ts';
import { pageFromParam } from '../../lib/pagination.ts';

/** The blog: posts by category, paged; category and page live in the URL. */
export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const categoryId = Number(params.get('category')) || undefined;
  const { data, isError, refetch } = useBlogsQuery(categoryId, pageFromParam(params.get('page')));
  return (
    <PageShell title="Blogs">
      {data && data.categories.length > 0 ? (
        <ChipNav label={t('Categories')} param="category" allLabel={t('All')} options={data.categories} />
      ) : null}
      {isError ? <ErrorState onRetry={() => void refetch()} /> : <BlogGrid blogs={data?.blogs} />}
      {data ? <Paginator total={data.total} perPage={BLOGS_PER_PAGE} /> : null}
    </PageShell>
  );
}
