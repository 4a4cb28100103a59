import type { ReactNode } from 'react';

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
