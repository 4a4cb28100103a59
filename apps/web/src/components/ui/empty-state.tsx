import { PackageOpen } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a list shows when it has nothing: an icon, a line of text and, optionally, a way out. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-lg bg-white px-4 py-12 text-center"
      data-testid="empty-state"
    >
      <PackageOpen aria-hidden className="size-10 text-slate-400" />
      <p className="font-medium text-slate-700">{title}</p>
      {children}
    </div>
  );
}
