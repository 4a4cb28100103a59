import type { ReactNode } from 'react';

/**
 * The top of a detail page: its title (carrying `titleId`) with the thing's status badge
 * beside it, then its facts as a two-column list of DetailTerm on a wide screen.
 */
export function DetailHeader({
  titleId,
  title,
  badge,
  children,
}: {
  titleId: string;
  title: string;
  badge: ReactNode;
  children: ReactNode;
}) {
  return (
    <header className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id={titleId} className="text-2xl font-semibold">
          <bdi>{title}</bdi>
        </h1>
        {badge}
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">{children}</dl>
    </header>
  );
}

/** One fact of a detail page's `<dl>`: its term and value side by side; `ltr` for addresses and numbers. */
export function DetailTerm({ term, ltr, children }: { term: string; ltr?: boolean; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="text-slate-600">{term}</dt>
      <dd className="min-w-0 font-medium break-words" dir={ltr ? 'ltr' : undefined}>
        <bdi>{children}</bdi>
      </dd>
    </div>
  );
}
