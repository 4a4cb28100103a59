import { LOW_STOCK_THRESHOLD, type SellerProductRow } from '@souk/contract';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import clsx from 'clsx';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { useFormatMoney } from '../../lib/money.ts';
import { useReadOnly } from '../../lib/support-view.ts';

const column = createColumnHelper<SellerProductRow>();

interface Selection {
  selected: ReadonlySet<number>;
  onSelect: (next: ReadonlySet<number>) => void;
}

/** The rows' boxes, and the page's in the header, that choose products for a bulk edit. */
function selectColumn(t: Translate, rows: SellerProductRow[], { selected, onSelect }: Selection) {
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    onSelect(next);
  };
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id));
  return column.display({
    id: 'select',
    header: () => (
      <input
        type="checkbox"
        aria-label={t('products.selectPage')}
        checked={allOnPage}
        onChange={() => onSelect(allOnPage ? new Set() : new Set(rows.map((row) => row.id)))}
        className="size-4"
      />
    ),
    cell: (info) => (
      <input
        type="checkbox"
        aria-label={t('products.select', { name: info.row.original.name })}
        checked={selected.has(info.row.original.id)}
        onChange={() => toggle(info.row.original.id)}
        className="size-4"
      />
    ),
  });
}

/** The table's columns; no boxes (`selection` null) in the read-only support view, which edits nothing. */
function columns(
  t: Translate,
  intl: string,
  money: (amount: number) => string,
  rows: SellerProductRow[],
  selection: Selection | null,
) {
  return [
    ...(selection ? [selectColumn(t, rows, selection)] : []),
    column.accessor('name', {
      header: t('products.product'),
      cell: (info) => (
        <div className="flex items-center gap-3">
          <img
            src={info.row.original.thumbnail}
            alt=""
            width={40}
            height={40}
            className="size-10 shrink-0 rounded object-cover"
          />
          <div className="min-w-0">
            <Link
              to={`/products/${info.row.original.id}`}
              className="line-clamp-2 font-medium text-primary-800 hover:underline"
            >
              <bdi>{info.getValue()}</bdi>
            </Link>
            <span className="block font-mono text-xs text-slate-500" dir="ltr">
              {info.row.original.code}
            </span>
          </div>
        </div>
      ),
    }),
    column.accessor('price', {
      header: t('products.price'),
      cell: (info) => {
        const { discount_price: discount } = info.row.original;
        return discount > 0 ? (
          <>
            <span className="font-semibold">{money(discount)}</span>
            <s className="block text-xs text-slate-500">{money(info.getValue())}</s>
          </>
        ) : (
          <span className="font-semibold">{money(info.getValue())}</span>
        );
      },
    }),
    column.accessor('quantity', {
      header: t('products.stock'),
      cell: (info) => (
        <span className={clsx(info.getValue() <= LOW_STOCK_THRESHOLD && 'font-semibold text-amber-800')}>
          {info.getValue().toLocaleString(intl)}
        </span>
      ),
    }),
    column.accessor('total_sold', { header: t('products.sold'), cell: (info) => info.getValue().toLocaleString(intl) }),
    column.accessor('is_active', {
      header: t('products.state'),
      cell: (info) => (
        <span
          className={clsx(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            info.getValue() ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800',
          )}
        >
          {info.getValue() ? t('products.active') : t('products.inactive')}
        </span>
      ),
    }),
  ];
}

/** A page of products with a box per row for bulk edits; the server sorts, filters and pages. */
export function ProductsTable({
  products,
  selected,
  onSelect,
  busy,
}: Selection & { products: SellerProductRow[]; busy: boolean }) {
  const { t, intl } = useI18n();
  const money = useFormatMoney();
  const readOnly = useReadOnly();
  const tableColumns = useMemo(
    () => columns(t, intl, money, products, readOnly ? null : { selected, onSelect }),
    [t, intl, money, products, selected, onSelect, readOnly],
  );
  // The table's functions are read in this render only; nothing here memoises them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: products,
    columns: tableColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
  });
  return (
    <DataTable
      table={table}
      label={t('products.title')}
      rowKey={(row) => row.code}
      busy={busy}
      minWidth="min-w-[640px]"
    />
  );
}
