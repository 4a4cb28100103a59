import { flexRender, type Table } from '@tanstack/react-table';
import clsx from 'clsx';

/**
 * A table of one page the server chose (sorted, filtered, paged there), laid out by TanStack
 * Table. On a phone it scrolls sideways, so it takes the focus to be scrolled from the keyboard.
 * `rowKey` names each row for tests and styles (`data-row`).
 */
export function DataTable<Row>({
  table,
  label,
  rowKey,
  busy = false,
  minWidth,
}: {
  table: Table<Row>;
  label: string;
  rowKey: (row: Row) => string;
  busy?: boolean;
  minWidth: string;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      aria-busy={busy}
      tabIndex={0}
      className={clsx('overflow-x-auto rounded-lg border border-slate-200 bg-white', busy && 'opacity-60')}
    >
      <table className={clsx('w-full text-sm', minWidth)}>
        <thead className="bg-slate-50 text-slate-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-3 py-2 text-start font-medium">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-row={rowKey(row.original)}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2 align-middle">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
