import { useLocation, useParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { SafeHtml } from '../../components/ui/safe-html.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useLegalPageQuery } from '../../features/pages/index.ts';
import { ApiError } from '../../lib/api-client.ts';

/** /about-us, /terms-and-conditions, /privacy-policy and /page/{slug}: a page written in the back office. */
export function Component() {
  const { pathname } = useLocation();
  const slug = useParams().slug ?? pathname.slice(1);
  const { data, error, refetch } = useLegalPageQuery(slug);

  if (error instanceof ApiError && error.status === 404) return <NotFoundState />;
  if (error) return <ErrorState className="px-4 py-16 text-center text-sm" onRetry={() => void refetch()} />;
  if (!data) return <Skeleton className="mx-auto my-6 h-96 max-w-3xl" />;
  return (
    <PageShell title={data.content.title} translateTitle={false} width="text">
      <Panel>
        <SafeHtml html={data.content.description} />
      </Panel>
    </PageShell>
  );
}
