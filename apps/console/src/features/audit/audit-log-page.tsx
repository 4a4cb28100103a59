import type { AuditEntry } from '@souk/contract';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { CONTROL } from '../../components/field.tsx';
import { ListPage } from '../../components/list-page.tsx';
import { dateTime } from '../../lib/dates.ts';
import { en, type MessageKey } from '../../lib/messages-en.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { AuditChange } from './audit-change.tsx';
import { ENTRIES_PER_PAGE, useAuditLog } from './use-audit-log.ts';

const column = createColumnHelper<AuditEntry>();

// Each section's strings name its own actions (`audit.action.<name>` in its messages file).
const isAuditKey = (key: string): key is MessageKey => key in en;

/** Where the console lists each kind of thing an entry can be about, by its id. */
const SUBJECT_PAGES: Record<string, string> = {
  seller_application: '/sellers',
  customer: '/customers',
  currency: '/currencies',
  shop: '/shops',
  category: '/catalogue/categories',
  brand: '/catalogue/brands',
  unit: '/catalogue/units',
  colour: '/catalogue/colours',
  blog: '/content/blogs',
  blog_category: '/content/categories',
  page: '/content/pages',
  banner: '/promotions/banners',
  flash_sale: '/promotions/flash-sales',
};

/** Where the console shows the thing an entry is about, when it has a page for it (and still exists). */
function subjectPath(entry: AuditEntry): string | undefined {
  if (entry.action.endsWith('.delete')) return undefined;
  if (entry.subject_type === 'support_ticket') return `/support/${encodeURIComponent(entry.subject_id)}`;
  const list = SUBJECT_PAGES[entry.subject_type];
  return list && `${list}/${entry.subject_id}`;
}

/** Every change made in the platform console, newest first: who, when, what, before and after. */
export function AuditLogPage() {
  const { t, intl } = useI18n();
  const [params, setParams] = useSearchParams();
  const action = params.get('action') || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const log = useAuditLog(action, page);
  // Actions and things the console has words for; any other is shown by its name.
  const named = (key: string, fallback: string) => (isAuditKey(key) ? t(key) : fallback);
  const actionName = (name: string) => named(`audit.action.${name}`, name);
  const columns = useMemo(
    () => [
      column.accessor('created_at', { header: t('audit.when'), cell: (info) => dateTime(info.getValue(), intl) }),
      column.accessor((entry) => entry.actor.name ?? `#${entry.actor.id}`, {
        id: 'actor',
        header: t('audit.who'),
        cell: (info) => <bdi>{info.getValue()}</bdi>,
      }),
      column.accessor('action', { header: t('audit.what'), cell: (info) => actionName(info.getValue()) }),
      column.display({
        id: 'subject',
        header: t('audit.subject'),
        cell: ({ row }) => {
          const path = subjectPath(row.original);
          const { subject_type: type, subject_id: id } = row.original;
          const label = `${named(`audit.subject.${type}`, type)} ${id}`;
          return path ? (
            <Link to={path} className="text-primary-800 hover:underline">
              <bdi>{label}</bdi>
            </Link>
          ) : (
            <bdi>{label}</bdi>
          );
        },
      }),
      column.display({
        id: 'change',
        header: t('audit.change'),
        cell: ({ row }) => <AuditChange entry={row.original} />,
      }),
    ],
    // actionName and named read t only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, intl],
  );
  // The table's functions are read in this render only; nothing here memoises them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: log.data?.entries ?? [], columns, getCoreRowModel: getCoreRowModel() });
  const choose = (next: string) =>
    setParams((current) => {
      if (next) current.set('action', next);
      else current.delete('action');
      current.delete('page');
      return current;
    });
  return (
    <ListPage
      titleId="audit-title"
      title={t('audit.title')}
      lead={t('audit.lead')}
      filters={
        <label className="flex w-full max-w-sm flex-col gap-1 text-sm">
          <span className="font-medium">{t('audit.filter')}</span>
          <select className={CONTROL} value={action ?? ''} onChange={(event) => choose(event.target.value)}>
            <option value="">{t('audit.allActions')}</option>
            {(log.data?.actions ?? []).map((name) => (
              <option key={name} value={name}>
                {actionName(name)}
              </option>
            ))}
          </select>
        </label>
      }
      count={(total) => t('audit.count', { count: total })}
      query={log}
      rows={(data) => data.entries}
      empty={t('audit.empty')}
      paging={{
        page,
        perPage: ENTRIES_PER_PAGE,
        onPage: (next) =>
          setParams((current) => {
            current.set('page', String(next));
            return current;
          }),
      }}
    >
      {() => (
        <DataTable
          table={table}
          label={t('audit.title')}
          rowKey={(entry) => String(entry.id)}
          busy={log.isFetching && !log.isPending}
          minWidth="min-w-[760px]"
        />
      )}
    </ListPage>
  );
}
