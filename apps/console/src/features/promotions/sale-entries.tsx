import type { StaffFlashEntry, StaffFlashSale } from '@souk/contract';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { ListBody } from '../../components/list-body.tsx';
import { Pager } from '../../components/pager.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { useFormatMoney } from '../../lib/money.ts';
import { PercentOff } from '../flash-sales/percent-off.tsx';
import { ProductCell } from '../flash-sales/product-cell.tsx';
import { ENTRIES_PER_PAGE, useFlashEntries } from './use-promotions.ts';

const column = createColumnHelper<StaffFlashEntry>();

/** The products in a sale, page by page: whose, at what flash price, how many, and what they sold. */
export function SaleEntries({ sale }: { sale: StaffFlashSale }) {
  const { t, intl } = useI18n();
  const money = useFormatMoney();
  const [page, setPage] = useState(1);
  const entries = useFlashEntries(sale.id, page);
  const columns = useMemo(
    () => [
      column.accessor('product', {
        header: t('flashSales.product'),
        cell: (info) => <ProductCell product={info.getValue()} />,
      }),
      column.accessor((entry) => entry.shop.name, {
        id: 'shop',
        header: t('promotions.shop'),
        cell: (info) => <bdi>{info.getValue()}</bdi>,
      }),
      column.accessor((entry) => entry.product.price, {
        id: 'normal',
        header: t('flashSales.normalPrice'),
        cell: (info) => money(info.getValue()),
      }),
      column.accessor('price', {
        header: t('flashSales.flashPrice'),
        cell: (info) => (
          <>
            <span className="font-semibold">{money(info.getValue())}</span>
            <PercentOff normal={info.row.original.product.price} flash={info.getValue()} />
          </>
        ),
      }),
      column.accessor('quantity', {
        header: t('flashSales.quantity'),
        cell: (info) => info.getValue().toLocaleString(intl),
      }),
      column.accessor('sold', {
        header: t('flashSales.soldColumn'),
        cell: (info) => info.getValue().toLocaleString(intl),
      }),
      column.accessor('revenue', { header: t('flashSales.revenueColumn'), cell: (info) => money(info.getValue()) }),
    ],
    [t, intl, money],
  );
  // The table's functions are read in this render only; nothing here memoises them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: entries.data?.entries ?? [], columns, getCoreRowModel: getCoreRowModel() });
  return (
    <section aria-labelledby="entries-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="entries-title" className="text-lg font-semibold">
          {t('promotions.sale.entries')}
        </h2>
        <Link
          to={`/promotions/requests?sale=${sale.id}`}
          className="text-sm font-semibold text-primary-800 hover:underline"
        >
          {t('promotions.sale.requests', { count: sale.pending })}
        </Link>
      </div>
      <ListBody
        query={entries}
        rows={(data) => data.entries}
        empty={t('promotions.sale.noEntries')}
        after={(data) =>
          data.total > ENTRIES_PER_PAGE && (
            <Pager page={page} pages={Math.ceil(data.total / ENTRIES_PER_PAGE)} onPage={setPage} />
          )
        }
      >
        {() => (
          <DataTable
            table={table}
            label={t('promotions.sale.entries')}
            rowKey={(entry) => entry.product.code}
            busy={entries.isPlaceholderData}
            minWidth="min-w-[820px]"
          />
        )}
      </ListBody>
    </section>
  );
}
