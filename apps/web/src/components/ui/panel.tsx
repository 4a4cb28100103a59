import type { ReactNode } from 'react';

interface PanelProps {
  /** With a title the panel is a section labelled by it; `id` links the two. */
  title?: ReactNode;
  id?: string;
  children: ReactNode;
}

/** A white, bordered box on a screen: a form, a set of details, a page's text. */
export function Panel({ title, id, children }: PanelProps) {
  const box = 'rounded-lg border border-slate-200 bg-white p-4 sm:p-6';
  if (!title) return <div className={box}>{children}</div>;
  return (
    <section aria-labelledby={id} className={box}>
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
