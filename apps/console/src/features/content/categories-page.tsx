import type { StaffBlogCategory } from '@souk/contract';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ActionLink } from '../../components/action-link.tsx';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { ListBody } from '../../components/list-body.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { ContentTabs } from './content-tabs.tsx';
import { useBlogCategories, useDeleteCategory } from './use-blogs.ts';

const column = createColumnHelper<StaffBlogCategory>();
const LINK =
  'inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100';

/** The blog's categories, with how many posts each holds; one holding none may be removed. */
export function CategoriesPage() {
  const { t, intl } = useI18n();
  const categories = useBlogCategories();
  const remove = useDeleteCategory();
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: t('content.category.name'),
        cell: (info) => (
          <Link
            to={`/content/categories/${info.row.original.id}`}
            className="font-semibold text-primary-800 hover:underline"
          >
            <bdi>{info.getValue()}</bdi>
          </Link>
        ),
      }),
      column.accessor('slug', { header: t('content.slug'), cell: (info) => <bdi dir="ltr">{info.getValue()}</bdi> }),
      column.accessor('blog_count', {
        header: t('content.category.posts'),
        cell: (info) => info.getValue().toLocaleString(intl),
      }),
      column.display({
        id: 'actions',
        header: t('content.actions'),
        cell: ({ row }) => {
          const { id, name, blog_count } = row.original;
          return (
            <div className="flex flex-wrap items-center gap-2">
              <Link to={`/content/categories/${id}`} aria-label={t('content.editNamed', { name })} className={LINK}>
                <Pencil aria-hidden className="size-4" />
                {t('content.edit')}
              </Link>
              {blog_count === 0 && (
                <ConfirmButton
                  label={t('content.remove')}
                  question={t('content.category.removeConfirm', { name })}
                  confirmLabel={t('content.remove')}
                  icon={<Trash2 aria-hidden className="size-4" />}
                  size="sm"
                  pending={remove.isPending}
                  onConfirm={(done) =>
                    remove.mutate(id, {
                      onSuccess: () => toast.success(t('content.removed', { name })),
                      onError: (error) => toast.error(error.message),
                      onSettled: done,
                    })
                  }
                />
              )}
            </div>
          );
        },
      }),
    ],
    [t, intl, remove],
  );
  // The table's functions are read in this render only; nothing here memoises them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: categories.data?.categories ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
  });
  return (
    <>
      <ContentTabs />
      <section aria-labelledby="categories-title">
        <div className="mb-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 id="categories-title" className="text-2xl font-semibold">
              {t('content.categories.title')}
            </h1>
            <ActionLink to="/content/categories/new" icon={Plus} primary>
              {t('content.category.add')}
            </ActionLink>
          </div>
          <p className="text-sm text-slate-600">{t('content.categories.lead')}</p>
        </div>
        <ListBody query={categories} rows={(data) => data.categories} empty={t('content.categories.empty')}>
          {() => (
            <DataTable
              table={table}
              label={t('content.categories.title')}
              rowKey={(category) => category.slug}
              minWidth="min-w-[560px]"
            />
          )}
        </ListBody>
      </section>
    </>
  );
}
