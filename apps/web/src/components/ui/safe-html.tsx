import clsx from 'clsx';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * HTML written in the shop's back office (descriptions, posts, legal pages). It is sanitised
 * here, the only place server HTML enters the page, so a stored script can never run.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div dir="auto" className={clsx('rich-text', className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
