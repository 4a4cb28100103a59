import type { ReactNode } from 'react';

/** The frame of a product, shop or post tile: bordered, lifting on hover; `group` styles its title. */
export function Card({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <article
      className="group relative flex min-w-0 flex-col overflow-hidden rounded-lg border border-slate-200 bg-white transition hover:shadow-md"
      data-testid={testId}
    >
      {children}
    </article>
  );
}
