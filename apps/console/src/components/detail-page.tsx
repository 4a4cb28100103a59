import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { LoadError } from './load-error.tsx';

/**
 * A page about one thing (an order, a quote): the way back to its list above it, then the
 * thing once loaded, or why it could not be. Its heading carries `titleId`.
 */
export function DetailPage<T>({
  titleId,
  back,
  query,
  children,
}: {
  titleId: string;
  back: { to: string; label: string };
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-4xl">
      <Link to={back.to} className="mb-2 inline-flex items-center gap-1 text-sm text-primary-700 print:hidden">
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {back.label}
      </Link>
      {query.isPending && <p>{t('loading')}</p>}
      {query.isError && <LoadError error={query.error} retry={() => void query.refetch()} />}
      {query.data !== undefined && children(query.data)}
    </section>
  );
}
