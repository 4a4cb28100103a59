import type { StaffCustomerOrder } from '@souk/contract';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '../../components/data-table.tsx';
import { dateTime } from '../../lib/dates.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useFormatMoney } from '../../lib/money.ts';
import { StatusBadge } from '../orders/status-badge.tsx';

const column = createColumnHelper<StaffCustomerOrder>();

/** The customer's latest orders (the server sends 20 at most), with how many they placed in all. */
export function CustomerOrders({ orders, total }: { orders: StaffCustomerOrder[]; total: number }) {
  const { t, intl } = useI18n();
  const money = useFormatMoney();
  const columns = useMemo(
    () => [
      column.accessor('order_code', {
        header: t('customers.order'),
        cell: (info) => <span dir="ltr">{info.getValue()}</span>,
      }),
      column.accessor((order) => order.shop.name, {
        id: 'shop',
        header: t('customers.shop'),
        cell: (info) => <bdi>{info.getValue()}</bdi>,
      }),
      column.accessor('payable_amount', {
        header: t('customers.total'),
        cell: (info) => <span dir="ltr">{money(info.getValue())}</span>,
      }),
      column.accessor('order_status', {
        header: t('customers.status'),
        cell: (info) => <StatusBadge status={info.getValue()} />,
      }),
      column.accessor('created_at', { header: t('customers.placed'), cell: (info) => dateTime(info.getValue(), intl) }),
    ],
    [t, intl, money],
  );
  // The table's functions are read in this render only; nothing here memoises them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: orders, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold">{t('customers.ordersTitle')}</h2>
      <p className="text-sm text-slate-600">{t('customers.ordersCount', { count: total })}</p>
      {orders.length > 0 && (
        <DataTable
          table={table}
          label={t('customers.ordersTitle')}
          rowKey={(order) => String(order.id)}
          minWidth="min-w-[600px]"
        />
      )}
    </section>
  );
}
