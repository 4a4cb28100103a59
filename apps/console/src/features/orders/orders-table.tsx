import type { SellerOrdersResponse } from '@souk/contract';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { dateTime } from '../../lib/dates.ts';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { useFormatMoney } from '../../lib/money.ts';
import { useReadOnly } from '../../lib/support-view.ts';
import { OrderActions } from './order-actions.tsx';
import { StatusBadge } from './status-badge.tsx';

type SellerOrder = SellerOrdersResponse['orders'][number];

const column = createColumnHelper<SellerOrder>();

/** The columns; the actions', which change the order, are left out in the read-only support view. */
function columns(t: Translate, intl: string, money: (amount: number) => string, readOnly: boolean) {
  return [
    column.accessor('order_code', {
      header: t('orders.code'),
      cell: (info) => (
        <Link to={`/orders/${info.row.original.id}`} className="font-mono text-primary-800 hover:underline" dir="ltr">
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor((order) => order.customer.name, {
      id: 'customer',
      header: t('orders.customer'),
      cell: (info) => <span dir="auto">{info.getValue()}</span>,
    }),
    column.accessor('created_at', { header: t('orders.placed'), cell: (info) => dateTime(info.getValue(), intl) }),
    column.accessor('payable_amount', {
      header: t('orders.total'),
      cell: (info) => (
        <>
          <span className="font-semibold">{money(info.getValue())}</span>
          <span className="block text-xs text-slate-500">
            {t('orders.items', { count: info.row.original.quantity })}
          </span>
        </>
      ),
    }),
    column.accessor('payment_status', {
      header: t('orders.payment'),
      cell: (info) => t(`payment.${info.getValue()}`),
    }),
    column.accessor('order_status', {
      header: t('orders.status'),
      cell: (info) => <StatusBadge status={info.getValue()} />,
    }),
    ...(readOnly
      ? []
      : [
          column.display({
            id: 'actions',
            header: t('orders.actions'),
            cell: (info) => <OrderActions order={info.row.original} />,
          }),
        ]),
  ];
}

/** A page of orders; the server pages and filters, so the table only lays them out. */
export function OrdersTable({ orders }: { orders: SellerOrder[] }) {
  const { t, intl } = useI18n();
  const money = useFormatMoney();
  const readOnly = useReadOnly();
  const tableColumns = useMemo(() => columns(t, intl, money, readOnly), [t, intl, money, readOnly]);
  // The table's functions are read in this render only; nothing here memoises them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: orders, columns: tableColumns, getCoreRowModel: getCoreRowModel() });
  return (
    <DataTable table={table} label={t('orders.title')} rowKey={(order) => order.order_code} minWidth="min-w-[720px]" />
  );
}
