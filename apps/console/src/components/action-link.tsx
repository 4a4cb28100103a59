import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useReadOnly } from '../lib/support-view.ts';

/**
 * A list page's way to another screen (add one, import), beside its title; `primary` is the main
 * one. Each leads to a change, so the read-only support view has none.
 */
export function ActionLink({
  to,
  icon: Icon,
  primary = false,
  children,
}: {
  to: string;
  icon: LucideIcon;
  primary?: boolean;
  children: ReactNode;
}) {
  if (useReadOnly()) return null;
  return (
    <Link
      to={to}
      className={clsx(
        'flex items-center gap-1 rounded-md px-3 py-2 text-sm',
        primary
          ? 'bg-primary-700 font-semibold text-white hover:bg-primary-800'
          : 'border border-slate-300 bg-white font-medium hover:bg-slate-100',
      )}
    >
      <Icon aria-hidden className="size-4" />
      {children}
    </Link>
  );
}
