import { type SellerApplication, sellerApplicationStatuses } from '@souk/contract';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { ListPage } from '../../components/list-page.tsx';
import { dateTime } from '../../lib/dates.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useStatusPage } from '../../lib/use-status-page.ts';
import { ApplicationStatusBadge } from './application-status-badge.tsx';
import { APPLICATIONS_PER_PAGE, useApplications } from './use-applications.ts';

const column = createColumnHelper<SellerApplication>();

/** Platform staff's list of 'Become a Seller' applications, by status, the waiting ones to decide. */
export function ApplicationsPage() {
  const { t, intl } = useI18n();
  const { status, page, setPage } = useStatusPage(sellerApplicationStatuses);
  const applications = useApplications(status, page);
  const counts = applications.data?.counts;
  const columns = useMemo(
    () => [
      column.accessor('shop_name', {
        header: t('sellers.shop'),
        cell: (info) => (
          <Link to={`/sellers/${info.row.original.id}`} className="font-semibold text-primary-800 hover:underline">
            <bdi>{info.getValue()}</bdi>
          </Link>
        ),
      }),
      column.accessor('name', { header: t('sellers.applicant'), cell: (info) => <bdi>{info.getValue()}</bdi> }),
      column.accessor('email', {
        header: t('sellers.email'),
        cell: (info) => <span dir="ltr">{info.getValue()}</span>,
      }),
      column.accessor('created_at', { header: t('sellers.applied'), cell: (info) => dateTime(info.getValue(), intl) }),
      column.accessor('status', {
        header: t('sellers.status'),
        cell: (info) => <ApplicationStatusBadge status={info.getValue()} />,
      }),
    ],
    [t, intl],
  );
  // The table's functions are read in this render only; nothing here memoises them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: applications.data?.applications ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
  });
  return (
    <ListPage
      titleId="sellers-title"
      title={t('sellers.title')}
      lead={t('sellers.lead')}
      tabs={{
        label: t('sellers.statuses'),
        statuses: sellerApplicationStatuses,
        current: status,
        all: t('sellers.all'),
        name: (tab) => t(`sellers.status.${tab}`),
        count: (tab) => counts?.[tab ?? 'all'],
      }}
      query={applications}
      rows={(data) => data.applications}
      empty={t('sellers.empty')}
      paging={{ page, perPage: APPLICATIONS_PER_PAGE, onPage: setPage }}
    >
      {() => (
        <DataTable
          table={table}
          label={t('sellers.title')}
          rowKey={(application) => String(application.id)}
          busy={applications.isFetching && !applications.isPending}
          minWidth="min-w-[640px]"
        />
      )}
    </ListPage>
  );
}
