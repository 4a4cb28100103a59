import type { SellerVoucher } from '@souk/contract';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { dateTime } from '../../lib/dates.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useFormatMoney } from '../../lib/money.ts';
import { useDiscountText } from './discount.ts';
import { VoucherStateBadge } from './state-badge.tsx';

const column = createColumnHelper<SellerVoucher>();

/** A page of the shop's vouchers; the server filters, searches and pages. */
export function VouchersTable({ vouchers, busy }: { vouchers: SellerVoucher[]; busy: boolean }) {
  const { t, intl } = useI18n();
  const money = useFormatMoney();
  const discountText = useDiscountText();
  const columns = useMemo(
    () => [
      column.accessor('code', {
        header: t('vouchers.code'),
        cell: (info) => (
          <Link
            to={`/vouchers/${info.row.original.id}`}
            className="font-mono font-medium whitespace-nowrap text-primary-800 hover:underline"
            dir="ltr"
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('discount', {
        header: t('vouchers.discount'),
        cell: (info) => {
          const { max_discount_amount: cap } = info.row.original;
          return (
            <>
              <span className="font-semibold">{discountText(info.row.original)}</span>
              {cap !== null && (
                // The amount is isolated, so an Arabic sentence around it keeps its symbol in place.
                <span className="block text-xs text-slate-600">
                  {t('vouchers.upTo', { amount: `\u2066${money(cap)}\u2069` })}
                </span>
              )}
            </>
          );
        },
      }),
      column.accessor('min_order_amount', {
        header: t('vouchers.minOrder'),
        cell: (info) => money(info.getValue()),
      }),
      column.accessor('starts_at', {
        header: t('vouchers.dates'),
        cell: (info) => (
          <span className="block min-w-40 text-xs">
            {t('vouchers.from', { date: dateTime(info.getValue(), intl) })}
            <span className="block">{t('vouchers.until', { date: dateTime(info.row.original.ends_at, intl) })}</span>
          </span>
        ),
      }),
      column.accessor('used_count', {
        header: t('vouchers.uses'),
        cell: (info) => {
          const limit = info.row.original.total_limit;
          const used = info.getValue().toLocaleString(intl);
          return limit === null ? used : t('vouchers.usesOf', { used, limit: limit.toLocaleString(intl) });
        },
      }),
      column.accessor('state', {
        header: t('vouchers.state'),
        cell: (info) => <VoucherStateBadge state={info.getValue()} />,
      }),
    ],
    [t, intl, money, discountText],
  );
  // The table's functions are read in this render only; nothing here memoises them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: vouchers,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
  });
  return (
    <DataTable
      table={table}
      label={t('vouchers.title')}
      rowKey={(row) => row.code}
      busy={busy}
      minWidth="min-w-[720px]"
    />
  );
}
