import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { AccountScreen } from '../../components/ui/account-screen.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { draftsFromQuote, QuoteForm, useEditQuoteQuery, useUpdateQuote } from '../../features/quote/index.ts';
import { useT } from '../../lib/i18n.ts';
import { ApiError } from '../../lib/api-client.ts';

/** /edit-quote/{id}: the lines and note of a quote still Pending; anything later is read-only. */
export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { data, error, isPending, refetch } = useEditQuoteQuery(id);
  const update = useUpdateQuote(id);
  if (!Number.isInteger(id) || (error instanceof ApiError && error.status === 404)) {
    return <NotFoundState message="This quote does not exist." />;
  }
  const locked = error instanceof ApiError && error.status === 422;
  return (
    <AccountScreen title="Edit Quote">
      {locked || (data && !data.quote.can_edit) ? (
        <p role="alert" className="text-sm text-slate-700">
          {t('Only a pending quote can be edited.')}{' '}
          <Link to={`/view-quote/${id}`} className="font-semibold text-primary-700 underline">
            {t('View Quote')}
          </Link>
        </p>
      ) : error ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <QuoteForm
          shopId={data.quote.shop.id}
          initialLines={draftsFromQuote(data.quote)}
          initialNote={data.quote.note}
          submitLabel={t('Save Changes')}
          pending={update.isPending}
          error={update.error}
          onSubmit={(body) =>
            update.mutate(body, {
              onSuccess: () => {
                toast.success(t('Quote updated'));
                navigate(`/view-quote/${id}`);
              },
            })
          }
        />
      )}
    </AccountScreen>
  );
}
