import type { UseQueryResult } from '@tanstack/react-query';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useI18n } from '../lib/i18n.tsx';
import { ListBody } from './list-body.tsx';
import { Pager } from './pager.tsx';
import { SearchInput } from './search-input.tsx';
import { StatusTabs } from './status-tabs.tsx';

/** A list's statuses as tabs after one for all of them, each with its count when it has one. */
export interface ListTabs<S extends string> {
  /** The tabs' name for screen readers. */
  label: string;
  /** The address parameter the tabs set; `status` unless named. */
  param?: string;
  statuses: readonly S[];
  current: S | undefined;
  /** The label of the first tab, the one for every status. */
  all: string;
  name: (status: S) => string;
  count?: (status: S | undefined) => number | undefined;
}

/** Where the list is among its pages; `hideSingle` leaves the pager out when there is only one. */
export interface ListPaging {
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  hideSingle?: boolean;
}

/**
 * A console list page: its title with the page's actions beside it and its lead under it, the
 * status tabs, the search box and the page's own filters, how many matched, then the rows
 * (laid out by `children`) and the pager, or why there are none. `above` goes just over the
 * rows (a bulk-edit bar). Everything but the title and the rows is optional.
 */
export function ListPage<T extends { total: number }, R, S extends string>({
  titleId,
  title,
  actions,
  lead,
  tabs,
  search,
  filters,
  count,
  above,
  query,
  rows,
  empty,
  paging,
  children,
}: {
  titleId: string;
  title: string;
  actions?: ReactNode;
  lead?: string | undefined;
  tabs?: ListTabs<S>;
  search?: { label: string; value: string; onSearch: (text: string) => void };
  filters?: ReactNode;
  count?: (total: number) => string;
  above?: ReactNode;
  query: UseQueryResult<T>;
  rows: (data: T) => R[];
  empty: string;
  paging: ListPaging;
  children: (rows: R[]) => ReactNode;
}) {
  const { intl } = useI18n();
  return (
    <section aria-labelledby={titleId}>
      <div className="mb-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id={titleId} className="text-2xl font-semibold">
            {title}
          </h1>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
        {lead && <p className="text-sm text-slate-600">{lead}</p>}
      </div>
      {tabs && (
        <StatusTabs
          label={tabs.label}
          param={tabs.param}
          current={tabs.current}
          tabs={[undefined, ...tabs.statuses].map((status) => ({
            status,
            label: status ? tabs.name(status) : tabs.all,
            count: tabs.count?.(status)?.toLocaleString(intl),
          }))}
        />
      )}
      {/* Alone, the search box stays narrow; beside filters it takes the room they leave. */}
      {(search || filters) && (
        <div className="mb-3 flex flex-wrap gap-2">
          {search && (
            <SearchInput
              label={search.label}
              value={search.value}
              onSearch={search.onSearch}
              className={clsx('min-w-0 flex-1 basis-60', !filters && 'max-w-md')}
            />
          )}
          {filters}
        </div>
      )}
      {count && query.data && (
        <p className="mb-2 text-sm text-slate-600" aria-live="polite">
          {count(query.data.total)}
        </p>
      )}
      {above}
      <ListBody
        query={query}
        rows={rows}
        empty={empty}
        after={(data) => <ListPager paging={paging} total={data.total} />}
      >
        {children}
      </ListBody>
    </section>
  );
}

function ListPager({ paging, total }: { paging: ListPaging; total: number }) {
  const pages = Math.max(1, Math.ceil(total / paging.perPage));
  if (paging.hideSingle && pages === 1) return null;
  return <Pager page={paging.page} pages={pages} onPage={paging.onPage} />;
}
