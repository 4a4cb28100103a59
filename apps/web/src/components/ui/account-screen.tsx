import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** The frame of an account screen: its page title and heading, then the content in a white panel. */
export function AccountScreen({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  usePageTitle(title);
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h1 className="mb-4 text-xl font-bold text-slate-900">{t(title)}</h1>
      {children}
    </section>
  );
}
