import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useI18n } from '../lib/i18n.tsx';
import { LoadError } from './load-error.tsx';

/** The note a list shows in place of its rows when nothing matched. */
export function EmptyList({ text }: { text: string }) {
  return <p className="rounded-lg border border-slate-200 bg-white p-6 text-center">{text}</p>;
}

/**
 * What a list's query has to show: loading, why it failed, that nothing matched, or its rows
 * (laid out by `children`) and what follows them (`after`, the pager). A failed refetch keeps
 * the rows last shown under its error, so the owner still sees them.
 */
export function ListBody<T, R>({
  query,
  rows,
  empty,
  after,
  children,
}: {
  query: UseQueryResult<T>;
  rows: (data: T) => R[];
  empty: string;
  after?: ((data: T) => ReactNode) | undefined;
  children: (rows: R[]) => ReactNode;
}) {
  const { t } = useI18n();
  const found = query.data === undefined ? undefined : { data: query.data, rows: rows(query.data) };
  return (
    <>
      {query.isPending && <p>{t('loading')}</p>}
      {query.isError && <LoadError error={query.error} retry={() => void query.refetch()} />}
      {found &&
        (found.rows.length === 0 ? (
          <EmptyList text={empty} />
        ) : (
          <>
            {children(found.rows)}
            {after?.(found.data)}
          </>
        ))}
    </>
  );
}
