import type { StaffLanguage } from '@souk/contract';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { ActionLink } from '../../components/action-link.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { ListBody } from '../../components/list-body.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { CurrencyStatusBadge as StatusBadge } from '../currencies/currency-status-badge.tsx';
import { LanguageName } from './language-name.tsx';
import { useLanguageMoves } from './move-buttons.tsx';
import { useLanguages } from './use-languages.ts';

const column = createColumnHelper<StaffLanguage>();
const LINK = 'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100';

/**
 * `/languages`: every language in the storefront menu's order, each with its direction, how
 * many of the default's strings it has (and a way to those it lacks), whether shoppers are
 * offered it, buttons to move it, and links to edit it and its strings.
 */
export function LanguagesList() {
  const { t } = useI18n();
  const languages = useLanguages();
  const rows = languages.data?.languages ?? [];
  const total = languages.data?.total_strings ?? 0;
  const moveButtons = useLanguageMoves(rows.map((language) => language.id));
  const columns = [
    column.accessor('title', {
      header: t('languages.language'),
      cell: ({ row }) => (
        <Link to={`/languages/${row.original.id}`} className="font-semibold text-primary-800 hover:underline">
          <LanguageName language={row.original} />
        </Link>
      ),
    }),
    column.accessor('direction', {
      header: t('languages.direction'),
      cell: (info) => t(`languages.direction.${info.getValue()}`),
    }),
    column.accessor('translated', {
      header: t('languages.strings'),
      cell: ({ row }) => (
        <span className="flex flex-wrap items-center gap-2">
          {t('languages.stringsCount', { translated: row.original.translated, total })}
          {row.original.missing > 0 && (
            <Link
              to={`/languages/${row.original.id}/strings?status=missing`}
              className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 hover:underline"
            >
              {t('languages.missingCount', { count: row.original.missing })}
            </Link>
          )}
        </span>
      ),
    }),
    column.display({
      id: 'status',
      header: t('languages.status'),
      cell: ({ row }) => <StatusBadge currency={row.original} />,
    }),
    column.display({
      id: 'order',
      header: t('languages.order'),
      cell: ({ row }) => moveButtons(row.original, row.index),
    }),
    column.display({
      id: 'actions',
      header: t('languages.actions'),
      cell: ({ row }) => (
        <span className="flex gap-2">
          <Link
            to={`/languages/${row.original.id}/strings`}
            aria-label={t('languages.editStringsNamed', { name: row.original.title })}
            className={LINK}
          >
            {t('languages.editStrings')}
          </Link>
          <Link
            to={`/languages/${row.original.id}`}
            aria-label={t('languages.editNamed', { name: row.original.title })}
            className={LINK}
          >
            {t('languages.edit')}
          </Link>
        </span>
      ),
    }),
  ];
  // The table's functions are read in this render only; nothing here memoises them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (language) => String(language.id),
  });
  return (
    <section aria-labelledby="languages-title">
      <div className="mb-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="languages-title" className="text-2xl font-semibold">
            {t('languages.title')}
          </h1>
          <ActionLink to="/languages/new" icon={Plus} primary>
            {t('languages.add')}
          </ActionLink>
        </div>
        <p className="text-sm text-slate-600">{t('languages.lead')}</p>
      </div>
      <ListBody query={languages} rows={(data) => data.languages} empty={t('languages.empty')}>
        {() => (
          <DataTable
            table={table}
            label={t('languages.title')}
            rowKey={(language) => language.name}
            minWidth="min-w-[860px]"
          />
        )}
      </ListBody>
    </section>
  );
}
