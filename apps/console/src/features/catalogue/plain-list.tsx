import { type ColumnDef, createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { ListBody } from '../../components/list-body.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { CatalogueFrame } from './catalogue-frame.tsx';
import { type ListName, useCatalogueList } from './use-catalogue.ts';

interface Row {
  id: number;
  name: string;
  product_count?: number;
}

/**
 * `/catalogue/brands`, `/units` or `/colours`: the list by name, each name leading to its page,
 * then the list's own `columns` and, for the lists products use (`counted`), how many do; and
 * the way to add one.
 */
export function PlainListPage<L extends Exclude<ListName, 'categories'>, R extends Row>({
  list,
  rows,
  columns,
  counted = false,
  add,
  empty,
  lead,
}: {
  list: L;
  rows: (data: NonNullable<ReturnType<typeof useCatalogueList<L>>['data']>) => R[];
  columns: ColumnDef<R, never>[];
  counted?: boolean;
  add: string;
  empty: string;
  lead?: string;
}) {
  const query = useCatalogueList(list);
  return (
    <CatalogueFrame list={list} add={{ to: `/catalogue/${list}/new`, label: add }} lead={lead}>
      <ListBody query={query} rows={rows} empty={empty}>
        {(found) => <PlainTable list={list} rows={found} columns={columns} counted={counted} />}
      </ListBody>
    </CatalogueFrame>
  );
}

function PlainTable<R extends Row>({
  list,
  rows,
  columns,
  counted,
}: {
  list: ListName;
  rows: R[];
  columns: ColumnDef<R, never>[];
  counted: boolean;
}) {
  const { t, intl } = useI18n();
  const all = useMemo(() => {
    const column = createColumnHelper<R>();
    const name = column.display({
      id: 'name',
      header: t('catalogue.column.name'),
      cell: ({ row }) => (
        <Link to={`/catalogue/${list}/${row.original.id}`} className="font-semibold text-primary-800 hover:underline">
          <bdi>{row.original.name}</bdi>
        </Link>
      ),
    });
    const products = column.display({
      id: 'products',
      header: t('catalogue.column.products'),
      cell: ({ row }) => row.original.product_count?.toLocaleString(intl),
    });
    return [name, ...columns, ...(counted ? [products] : [])] as ColumnDef<R, never>[];
  }, [columns, counted, intl, list, t]);
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: rows, columns: all, getCoreRowModel: getCoreRowModel() });
  return (
    <DataTable table={table} label={t(`catalogue.tab.${list}`)} rowKey={(row) => row.name} minWidth="min-w-[28rem]" />
  );
}
