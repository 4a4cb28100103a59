import type { ProductCsvError, SellerProductImportReport } from '@souk/contract';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '../../components/data-table.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';

const column = createColumnHelper<ProductCsvError>();

function errorColumns(t: Translate, intl: string) {
  return [
    column.accessor('line', {
      header: t('productCsv.line'),
      cell: (info) => <span className="tabular-nums">{info.getValue().toLocaleString(intl)}</span>,
    }),
    column.accessor('column', {
      header: t('productCsv.column'),
      cell: (info) => {
        const name = info.getValue();
        return name === null ? (
          t('productCsv.wholeRow')
        ) : (
          <code dir="ltr" className="rounded bg-slate-100 px-1 text-xs">
            {name}
          </code>
        );
      },
    }),
    column.accessor('message', {
      header: t('productCsv.problem'),
      cell: (info) => <bdi className="block min-w-40">{info.getValue()}</bdi>,
    }),
  ];
}

/** The refused cells, each with its line and column, in a table. */
function ErrorsTable({ errors }: { errors: ProductCsvError[] }) {
  const { t, intl } = useI18n();
  const columns = useMemo(() => errorColumns(t, intl), [t, intl]);
  // The table's functions are read in this render only; nothing here memoises them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: errors, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <DataTable
      table={table}
      label={t('productCsv.errors')}
      rowKey={(error) => String(error.line)}
      minWidth="min-w-[20rem]"
    />
  );
}

/** How many rows the file has, and what importing it does (or would do) with them. */
export function ImportCounts({ report }: { report: SellerProductImportReport }) {
  const { t, intl } = useI18n();
  const counts = [
    ['productCsv.rows', report.rows],
    ['productCsv.created', report.created],
    ['productCsv.updated', report.updated],
    ['productCsv.unchanged', report.unchanged],
    ['productCsv.refused', report.refused],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5">
      {counts.map(([label, count]) => (
        <div
          key={label}
          data-count={label.slice('productCsv.'.length)}
          className="rounded-md border border-slate-200 bg-slate-50 p-2 text-center"
        >
          <dt className="text-xs text-slate-600">{t(label)}</dt>
          <dd className="text-lg font-semibold tabular-nums">{count.toLocaleString(intl)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A report that refused rows: nothing was written, and why each row was refused. */
export function RefusedRows({ report }: { report: SellerProductImportReport }) {
  const { t } = useI18n();
  return (
    <div className="space-y-2">
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        {t('productCsv.refusedNote')}
      </p>
      {report.error_count > report.errors.length && (
        <p className="text-sm text-slate-600">
          {t('productCsv.moreErrors', { shown: report.errors.length, count: report.error_count })}
        </p>
      )}
      <ErrorsTable errors={report.errors} />
    </div>
  );
}
