import type { ReactNode } from 'react';

/** The look of each part of the commerce page: a white card. */
export const SECTION = 'min-w-0 rounded-lg border border-slate-200 bg-white p-4';

/** One part of the commerce page saved on its own: its heading (which names it), what it is, an action beside the heading. */
export function CommerceSection({
  id,
  title,
  lead,
  action,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={SECTION}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        {action}
      </div>
      <p className="mb-3 text-sm text-slate-600">{lead}</p>
      {children}
    </section>
  );
}
