import { blogStatuses, type StaffBlogRow } from '@souk/contract';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { FolderPlus, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ActionLink } from '../../components/action-link.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { ListPage } from '../../components/list-page.tsx';
import { dateOnly } from '../../lib/dates.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useSearchParam, useStatusPage } from '../../lib/use-status-page.ts';
import { BlogActions } from './blog-actions.tsx';
import { BlogStatusBadge } from './blog-status-badge.tsx';
import { ContentTabs } from './content-tabs.tsx';
import { BLOGS_PER_PAGE, useBlogs } from './use-blogs.ts';

const column = createColumnHelper<StaffBlogRow>();

/** The category filter, kept in the address (`?category=`) like the status and the search. */
function useCategoryParam() {
  const [params, setParams] = useSearchParams();
  const categoryId = Number(params.get('category')) || undefined;
  const setCategory = (id: string) =>
    setParams((current) => {
      current.delete('page');
      if (id) current.set('category', id);
      else current.delete('category');
      return current;
    });
  return { categoryId, setCategory };
}

/**
 * Platform staff's posts, shown or not, newest first, searched by title and filtered by category
 * and status by the server; each opens its form, and is shown, hidden or removed from its row.
 */
export function BlogsPage() {
  const { t, intl } = useI18n();
  const { status, page, setPage } = useStatusPage(blogStatuses);
  const { search, onSearch } = useSearchParam();
  const { categoryId, setCategory } = useCategoryParam();
  const blogs = useBlogs({ status, categoryId, search, page });
  const columns = useMemo(
    () => [
      column.accessor('thumbnail', {
        header: () => <span className="sr-only">{t('content.blog.thumbnail')}</span>,
        cell: (info) =>
          info.getValue() ? (
            <img src={info.getValue()} alt="" className="h-10 w-14 max-w-none min-w-14 rounded object-cover" />
          ) : (
            <span className="block h-10 w-14 min-w-14 rounded bg-slate-100" />
          ),
      }),
      column.accessor('title', {
        header: t('content.blog.title'),
        cell: (info) => (
          <div className="min-w-0">
            <Link
              to={`/content/blogs/${info.row.original.id}`}
              className="font-semibold break-words text-primary-800 hover:underline"
            >
              <bdi>{info.getValue()}</bdi>
            </Link>
            <p className="text-xs text-slate-600">
              <bdi dir="ltr">/blog/{info.row.original.slug}</bdi>
            </p>
          </div>
        ),
      }),
      column.accessor((row) => row.category.name, {
        id: 'category',
        header: t('content.blog.category'),
        cell: (info) => <bdi>{info.getValue()}</bdi>,
      }),
      column.accessor('views', {
        header: t('content.blog.views'),
        cell: (info) => info.getValue().toLocaleString(intl),
      }),
      column.accessor('created_at', {
        header: t('content.blog.date'),
        cell: (info) => dateOnly(info.getValue(), intl),
      }),
      column.accessor('is_active', {
        header: t('content.blog.status'),
        cell: (info) => <BlogStatusBadge active={info.getValue()} />,
      }),
      column.display({
        id: 'actions',
        header: t('content.actions'),
        cell: ({ row }) => <BlogActions blog={row.original} />,
      }),
    ],
    [t, intl],
  );
  // The table's functions are read in this render only; nothing here memoises them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: blogs.data?.blogs ?? [], columns, getCoreRowModel: getCoreRowModel() });
  return (
    <>
      <ContentTabs />
      <ListPage
        titleId="blogs-title"
        title={t('content.blogs.title')}
        lead={t('content.blogs.lead')}
        actions={
          <>
            <ActionLink to="/content/categories/new" icon={FolderPlus}>
              {t('content.category.add')}
            </ActionLink>
            <ActionLink to="/content/blogs/new" icon={Plus} primary>
              {t('content.blog.add')}
            </ActionLink>
          </>
        }
        tabs={{
          label: t('content.blogs.statuses'),
          statuses: blogStatuses,
          current: status,
          all: t('content.blogs.all'),
          name: (tab) => t(`content.blog.status.${tab}`),
        }}
        search={{ label: t('content.blogs.search'), value: search, onSearch }}
        filters={
          <label className="flex items-center gap-2 text-sm">
            <span className="sr-only">{t('content.blog.category')}</span>
            <select
              className="rounded-md border border-slate-300 bg-white px-2 py-2 text-sm"
              value={categoryId ?? ''}
              onChange={(event) => setCategory(event.target.value)}
            >
              <option value="">{t('content.blogs.allCategories')}</option>
              {blogs.data?.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </label>
        }
        count={(total) => t('content.blogs.count', { count: total })}
        query={blogs}
        rows={(data) => data.blogs}
        empty={t('content.blogs.empty')}
        paging={{ page, perPage: BLOGS_PER_PAGE, onPage: setPage }}
      >
        {() => (
          <DataTable
            table={table}
            label={t('content.blogs.title')}
            rowKey={(blog) => blog.slug}
            busy={blogs.isPlaceholderData}
            minWidth="min-w-[860px]"
          />
        )}
      </ListPage>
    </>
  );
}
