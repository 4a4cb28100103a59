import { Plus } from 'lucide-react';
import { ActionLink } from '../../components/action-link.tsx';
import { OrderedList, type OrderedListProps } from './ordered-list.tsx';

/**
 * One list of entries: its heading (which also names the list), what it is, how to add to it,
 * and the entries in order.
 */
export function ListSection<Row extends { id: number }>({
  id,
  title,
  lead,
  add,
  ...list
}: Omit<OrderedListProps<Row>, 'label'> & {
  id: string;
  title: string;
  lead?: string;
  add: { to: string; label: string };
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <ActionLink to={add.to} icon={Plus}>
          {add.label}
        </ActionLink>
      </div>
      {lead && <p className="text-sm text-slate-600">{lead}</p>}
      <OrderedList label={title} {...list} />
    </section>
  );
}
