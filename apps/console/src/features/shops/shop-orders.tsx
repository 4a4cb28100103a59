import type { StaffShopOrder } from '@souk/contract';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { dateTime } from '../../lib/dates.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useFormatMoney } from '../../lib/money.ts';
import { StatusBadge } from '../orders/status-badge.tsx';

const column = createColumnHelper<StaffShopOrder>();

/**
 * The shop's latest orders (the server sends 20 at most), as its owner's console lists them,
 * with how many it has had in all; each customer opens in the Customers section.
 */
export function ShopOrders({ orders, total }: { orders: StaffShopOrder[]; total: number }) {
  const { t, intl } = useI18n();
  const money = useFormatMoney();
  const columns = useMemo(
    () => [
      column.accessor('order_code', {
        header: t('shops.order'),
        cell: (info) => <span dir="ltr">{info.getValue()}</span>,
      }),
      column.accessor((order) => order.customer.name, {
        id: 'customer',
        header: t('shops.customer'),
        cell: (info) => (
          <Link to={`/customers/${info.row.original.customer.id}`} className="text-primary-800 hover:underline">
            <bdi>{info.getValue()}</bdi>
          </Link>
        ),
      }),
      column.accessor('payable_amount', {
        header: t('shops.total'),
        cell: (info) => <span dir="ltr">{money(info.getValue())}</span>,
      }),
      column.accessor('order_status', {
        header: t('shops.status'),
        cell: (info) => <StatusBadge status={info.getValue()} />,
      }),
      column.accessor('created_at', { header: t('shops.placed'), cell: (info) => dateTime(info.getValue(), intl) }),
    ],
    [t, intl, money],
  );
  // The table's functions are read in this render only; nothing here memoises them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: orders, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold">{t('shops.ordersTitle')}</h2>
      <p className="text-sm text-slate-600">{t('shops.ordersCount', { count: total })}</p>
      {orders.length > 0 && (
        <DataTable
          table={table}
          label={t('shops.ordersTitle')}
          rowKey={(order) => String(order.id)}
          minWidth="min-w-[600px]"
        />
      )}
    </section>
  );
}
