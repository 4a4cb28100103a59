import clsx from 'clsx';
import { Fragment, type ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { Skeleton } from './skeleton.tsx';

interface CardGridProps<T extends { id: number }> {
  /** Undefined while loading: skeleton tiles stand in. */
  items: T[] | undefined;
  render: (item: T, index: number) => ReactNode;
  columns: string;
  skeletons: number;
  skeletonClass: string;
  /** Shown instead of an empty grid. */
  empty: ReactNode;
}

/** A grid of tiles with its loading (skeletons) and empty states. */
export function CardGrid<T extends { id: number }>({
  items,
  render,
  columns,
  skeletons,
  skeletonClass,
  empty,
}: CardGridProps<T>) {
  if (items?.length === 0) return typeof empty === 'string' ? <EmptyState title={empty} /> : empty;
  return (
    <div className={clsx('grid gap-3 sm:gap-4', columns)} aria-busy={items ? undefined : true}>
      {items
        ? items.map((item, index) => <Fragment key={item.id}>{render(item, index)}</Fragment>)
        : Array.from({ length: skeletons }, (_, i) => <Skeleton key={i} className={skeletonClass} />)}
    </div>
  );
}
