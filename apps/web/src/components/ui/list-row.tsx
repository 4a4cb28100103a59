import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface ListRowProps {
  to: string;
  testId: string;
  /** A logo before the text (a shop's), when the row has one. */
  image?: string | undefined;
  /** Read after the row's text by screen readers: where the link goes; already translated. */
  label: string;
  children: ReactNode;
}

/** One entry of an account list (orders, quotes, tickets): a bordered link to its details. */
export function ListRow({ to, testId, image, label, children }: ListRowProps) {
  return (
    <li data-testid={testId}>
      <Link
        to={to}
        className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 hover:border-primary-300 hover:bg-primary-50/40"
      >
        {image ? (
          <img src={image} alt="" width={40} height={40} className="size-10 shrink-0 rounded-full object-cover" />
        ) : null}
        <div className="min-w-0 flex-1 text-sm">{children}</div>
        <ChevronRight aria-hidden className="size-4 shrink-0 text-slate-400 rtl:rotate-180" />
        <span className="sr-only">{label}</span>
      </Link>
    </li>
  );
}

/** The first line of a row: the reference code (always left to right) and its state. */
export function RowCode({ code, state }: { code: string; state: ReactNode }) {
  return (
    <p className="flex flex-wrap items-center gap-2">
      <span className="font-mono font-semibold" dir="ltr">
        {code}
      </span>
      {state}
    </p>
  );
}
