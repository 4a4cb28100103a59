import type { BlogCard } from '@souk/contract';
import { CalendarDays, Eye } from 'lucide-react';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';

/** A post's date, category and views. */
export function BlogMeta({ blog }: { blog: BlogCard }) {
  const t = useT();
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
      <span className="inline-flex items-center gap-1">
        <CalendarDays aria-hidden className="size-3.5" />
        <time dateTime={blog.created_at}>{formatDate(blog.created_at)}</time>
      </span>
      <span className="rounded-full bg-primary-50 px-2 py-0.5 font-medium text-primary-800">
        <bdi>{blog.category.name}</bdi>
      </span>
      <span className="inline-flex items-center gap-1">
        <Eye aria-hidden className="size-3.5" />
        {t(':count views', { count: blog.views })}
      </span>
    </p>
  );
}
