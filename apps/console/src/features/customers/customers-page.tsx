import { customerStatuses, type StaffCustomerRow } from '@souk/contract';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { ListPage } from '../../components/list-page.tsx';
import { dateOnly, dateTime } from '../../lib/dates.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useSearchParam, useStatusPage } from '../../lib/use-status-page.ts';
import { CustomerStatusBadge } from './customer-status-badge.tsx';
import { CUSTOMERS_PER_PAGE, useCustomers } from './use-customers.ts';

const column = createColumnHelper<StaffCustomerRow>();

/**
 * Platform staff's list of shoppers, newest first, active or deactivated, searched by name,
 * e-mail or phone. The status, the search and the page live in the address.
 */
export function CustomersPage() {
  const { t, intl } = useI18n();
  const { status, page, setPage } = useStatusPage(customerStatuses);
  const { search, onSearch } = useSearchParam();
  const customers = useCustomers({ status, search, page });
  const counts = customers.data?.counts;
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: t('customers.name'),
        cell: (info) => (
          <Link to={`/customers/${info.row.original.id}`} className="font-semibold text-primary-800 hover:underline">
            <bdi>{info.getValue()}</bdi>
          </Link>
        ),
      }),
      column.accessor('email', {
        header: t('customers.email'),
        cell: (info) => <span dir="ltr">{info.getValue() ?? '—'}</span>,
      }),
      column.accessor('phone', {
        header: t('customers.phone'),
        cell: (info) => <span dir="ltr">{info.getValue() ?? '—'}</span>,
      }),
      column.accessor('order_count', {
        header: t('customers.orders'),
        cell: (info) => info.getValue().toLocaleString(intl),
      }),
      column.accessor('created_at', { header: t('customers.joined'), cell: (info) => dateOnly(info.getValue(), intl) }),
      column.accessor('last_online_at', {
        header: t('customers.lastOnline'),
        cell: (info) => {
          const seen = info.getValue();
          return seen ? dateTime(seen, intl) : t('customers.never');
        },
      }),
      column.accessor('is_active', {
        header: t('customers.status'),
        cell: (info) => <CustomerStatusBadge active={info.getValue()} />,
      }),
    ],
    [t, intl],
  );
  // The table's functions are read in this render only; nothing here memoises them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: customers.data?.customers ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
  });
  return (
    <ListPage
      titleId="customers-title"
      title={t('customers.title')}
      lead={t('customers.lead')}
      tabs={{
        label: t('customers.statuses'),
        statuses: customerStatuses,
        current: status,
        all: t('customers.all'),
        name: (tab) => t(`customers.status.${tab}`),
        count: (tab) => counts?.[tab ?? 'all'],
      }}
      search={{ label: t('customers.search'), value: search, onSearch }}
      count={(total) => t('customers.count', { count: total })}
      query={customers}
      rows={(data) => data.customers}
      empty={t('customers.empty')}
      paging={{ page, perPage: CUSTOMERS_PER_PAGE, onPage: setPage }}
    >
      {() => (
        <DataTable
          table={table}
          label={t('customers.title')}
          rowKey={(customer) => String(customer.id)}
          busy={customers.isPlaceholderData}
          minWidth="min-w-[760px]"
        />
      )}
    </ListPage>
  );
}
