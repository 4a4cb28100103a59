import { type StaffShopRow, staffShopStatuses } from '@souk/contract';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { ListPage } from '../../components/list-page.tsx';
import { dateOnly } from '../../lib/dates.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useSearchParam, useStatusPage } from '../../lib/use-status-page.ts';
import { ShopStatusBadge } from './shop-status-badge.tsx';
import { SHOPS_PER_PAGE, useShops } from './use-shops.ts';

const column = createColumnHelper<StaffShopRow>();

/**
 * Platform staff's list of shops, newest first, active or deactivated, searched by the shop's
 * name or its owner's. The status, the search and the page live in the address.
 */
export function ShopsPage() {
  const { t, intl } = useI18n();
  const { status, page, setPage } = useStatusPage(staffShopStatuses);
  const { search, onSearch } = useSearchParam();
  const shops = useShops({ status, search, page });
  const counts = shops.data?.counts;
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: t('shops.name'),
        cell: (info) => (
          <Link to={`/shops/${info.row.original.id}`} className="font-semibold text-primary-800 hover:underline">
            <bdi>{info.getValue()}</bdi>
          </Link>
        ),
      }),
      column.accessor('owner', {
        header: t('shops.owner'),
        cell: (info) => (
          <>
            <bdi className="block">{info.getValue().name}</bdi>
            <span dir="ltr" className="text-slate-600">
              {info.getValue().email ?? '—'}
            </span>
          </>
        ),
      }),
      column.accessor('product_count', {
        header: t('shops.products'),
        cell: (info) => info.getValue().toLocaleString(intl),
      }),
      column.accessor('order_count', {
        header: t('shops.orders'),
        cell: (info) => info.getValue().toLocaleString(intl),
      }),
      column.accessor('rating', {
        header: t('shops.rating'),
        cell: (info) => (
          <>
            {info.getValue().toLocaleString(intl, { maximumFractionDigits: 1 })}
            <span className="block text-slate-600">
              {t('shops.reviews', { count: info.row.original.review_count })}
            </span>
          </>
        ),
      }),
      column.accessor('created_at', { header: t('shops.opened'), cell: (info) => dateOnly(info.getValue(), intl) }),
      column.accessor('is_active', {
        header: t('shops.status'),
        cell: (info) => <ShopStatusBadge active={info.getValue()} />,
      }),
    ],
    [t, intl],
  );
  // The table's functions are read in this render only; nothing here memoises them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: shops.data?.shops ?? [], columns, getCoreRowModel: getCoreRowModel() });
  return (
    <ListPage
      titleId="shops-title"
      title={t('shops.title')}
      lead={t('shops.lead')}
      tabs={{
        label: t('shops.statuses'),
        statuses: staffShopStatuses,
        current: status,
        all: t('shops.all'),
        name: (tab) => t(`shops.status.${tab}`),
        count: (tab) => counts?.[tab ?? 'all'],
      }}
      search={{ label: t('shops.search'), value: search, onSearch }}
      count={(total) => t('shops.count', { count: total })}
      query={shops}
      rows={(data) => data.shops}
      empty={t('shops.empty')}
      paging={{ page, perPage: SHOPS_PER_PAGE, onPage: setPage }}
    >
      {() => (
        <DataTable
          table={table}
          label={t('shops.title')}
          rowKey={(shop) => String(shop.id)}
          busy={shops.isPlaceholderData}
          minWidth="min-w-[820px]"
        />
      )}
    </ListPage>
  );
}
