import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';

interface SectionProps {
  id: string;
  title: ReactNode;
  /** Where 'View All' leads, when the section shows only part of a list. */
  viewAll?: string;
  /** Shown beside the title (a countdown, a count). */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled block of a screen, labelled by its heading. */
export function Section({ id, title, viewAll, aside, children, className }: SectionProps) {
  const t = useT();
  return (
    <section aria-labelledby={id} className={className}>
      {/* Phones: title and 'View All' on one line, the aside under them; wider: the aside beside the title. */}
      <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 id={id} className="text-lg font-bold sm:text-xl">
          <bdi>{title}</bdi>
        </h2>
        {viewAll ? (
          <Link
            to={viewAll}
            className="ms-auto inline-flex items-center gap-1 text-sm font-semibold text-primary-700 hover:underline sm:order-last"
          >
            {t('View All')}
            <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
          </Link>
        ) : null}
        {aside ? <div className="w-full sm:w-auto">{aside}</div> : null}
      </div>
      {children}
    </section>
  );
}
