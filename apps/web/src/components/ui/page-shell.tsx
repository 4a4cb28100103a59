import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

interface PageShellProps {
  /** The screen's heading and page title: a translation key, or text already in the shopper's language. */
  title: string;
  translateTitle?: boolean;
  /** Shown under the heading. */
  intro?: ReactNode;
  /** How wide the screen's column may grow: lists use the whole page, text and forms less. */
  width?: keyof typeof WIDTHS;
  children: ReactNode;
}

const WIDTHS = { page: 'max-w-7xl', text: 'max-w-3xl', form: 'max-w-2xl' } as const;

/** A screen's frame: its width and padding, its heading, and the page title to match. */
export function PageShell({ title, translateTitle = true, intro, width = 'page', children }: PageShellProps) {
  const t = useT();
  usePageTitle(title, translateTitle);
  return (
    <div className={clsx('mx-auto space-y-4 px-3 py-6 sm:px-4', WIDTHS[width])}>
      <h1 className="text-xl font-bold break-words sm:text-2xl">
        <bdi>{translateTitle ? t(title) : title}</bdi>
      </h1>
      {intro}
      {children}
    </div>
  );
}
