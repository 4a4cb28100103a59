import { Construction } from 'lucide-react';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useT } from '../../lib/i18n.ts';

/** A screen that a later release fills: it already has its route, title and chunk. */
export function ComingSoon({ title }: { title: string }) {
  const t = useT();
  usePageTitle(title);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <Construction aria-hidden className="mx-auto mb-4 size-10 text-primary-700" />
      <h1 className="text-2xl font-bold">{t(title)}</h1>
      <p className="mt-2 text-slate-600">{t('This page is on its way.')}</p>
    </section>
  );
}
