import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { Paginator } from './paginator.tsx';
import { Skeleton } from './skeleton.tsx';

interface PagedListProps<T> {
  /** Undefined while the first page loads. */
  items: readonly T[] | undefined;
  total: number;
  perPage: number;
  isError: boolean;
  onRetry: () => void;
  /** Already translated; `emptyHint` goes under it. */
  emptyTitle: string;
  emptyHint?: ReactNode;
  render: (item: T) => ReactNode;
}

/** A page of an account list with its loading, error and empty states and the paginator under it. */
export function PagedList<T>({
  items,
  total,
  perPage,
  isError,
  onRetry,
  emptyTitle,
  emptyHint,
  render,
}: PagedListProps<T>) {
  if (isError) return <ErrorState onRetry={onRetry} />;
  if (!items) {
    return (
      <div aria-busy="true" className="space-y-2">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (items.length === 0) return <EmptyState title={emptyTitle}>{emptyHint}</EmptyState>;
  return (
    <>
      <ul className="space-y-2">{items.map(render)}</ul>
      <Paginator total={total} perPage={perPage} />
    </>
  );
}
