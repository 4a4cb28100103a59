import clsx from 'clsx';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * HTML written in the shop's back office (descriptions, posts, legal pages). It is sanitised
 * here, the only place server HTML enters the page, so a stored script can never run. The
 * sanitiser needs a browser's DOM: the server's markup leaves the box empty.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const hydrated = useHydrated();
  const clean = useMemo(
    () => (hydrated ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) : ''),
    [hydrated, html],
  );
  return <div dir="auto" className={clsx('rich-text', className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
