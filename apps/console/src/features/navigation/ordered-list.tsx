import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { EmptyList } from '../../components/list-body.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { useDragOrder } from '../../components/drag-order.ts';
import { ICON_BUTTON } from '../../components/icon-button.ts';
import { SortableEntry } from '../../components/sortable-entry.tsx';
import { type ListKind, useMoveEntry, useRemoveEntry } from './use-navigation.ts';

export interface OrderedListProps<Row extends { id: number }> {
  kind: ListKind;
  rows: Row[];
  /** The list's accessible name. */
  label: string;
  empty: string;
  nameOf: (row: Row) => string;
  details: (row: Row) => ReactNode;
  editTo: (row: Row) => string;
  removeQuestion?: (name: string) => string;
}

/**
 * A list in the storefront's order, each entry dragged to its place by its handle, or moved up
 * or down by its buttons (with a keyboard as with a mouse or a finger: the moved entry's button
 * keeps the focus), with a link to edit it and a button to remove it, asked again first.
 */
export function OrderedList<Row extends { id: number }>({
  kind,
  rows,
  label,
  empty,
  nameOf,
  details,
  editTo,
  removeQuestion,
}: OrderedListProps<Row>) {
  const { t } = useI18n();
  const list = useRef<HTMLOListElement>(null);
  // The move button to focus once the list is drawn in its new order (`${id}-${direction}`).
  const focusAfterMove = useRef<string | null>(null);
  const move = useMoveEntry(kind);
  const remove = useRemoveEntry(kind);
  // A dropped entry stays where it was dropped while the move is saved: the ids in that order,
  // for the rows they were dropped among (once the list comes back from the server, it shows).
  const [dropped, setDropped] = useState<{ among: Row[]; ids: number[] } | null>(null);
  const shown = dropped?.among === rows ? dropped.ids.flatMap((id) => rows.filter((row) => row.id === id)) : rows;
  const ids = shown.map((row) => row.id);
  const nameById = (id: unknown) => nameOf(rows.find((row) => row.id === Number(id)) ?? rows[0]!);
  const drag = useDragOrder(ids, nameById);
  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted) return;
    focusAfterMove.current = null;
    const [id, direction] = wanted.split('-');
    // The same button, or its neighbour once the entry reached an end of the list.
    const buttons = [direction, direction === 'up' ? 'down' : 'up'].map((side) =>
      list.current?.querySelector<HTMLButtonElement>(`[data-move="${id}-${side}"]`),
    );
    buttons.find((button) => button && !button.disabled)?.focus();
  }, [rows]);
  if (rows.length === 0) return <EmptyList text={empty} />;

  const moveTo = (row: Row, position: number, direction?: 'up' | 'down') => {
    // One move at a time: a second press before the answer would move from a stale place.
    if (move.isPending) return;
    focusAfterMove.current = direction ? `${row.id}-${direction}` : null;
    move.mutate(
      { id: row.id, position },
      {
        onSuccess: () => toast.success(t('order.moved', { name: nameOf(row), place: position + 1 })),
        onError: (error) => {
          focusAfterMove.current = null;
          setDropped(null);
          toast.error(error.message);
        },
      },
    );
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const [from, to] = [ids.indexOf(Number(active.id)), ids.indexOf(Number(over?.id))];
    const row = shown[from];
    if (!row || to < 0 || from === to || move.isPending) return;
    setDropped({ among: rows, ids: arrayMove(ids, from, to) });
    moveTo(row, to);
  };

  return (
    <DndContext {...drag} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol
          ref={list}
          aria-label={label}
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        >
          {shown.map((row, index) => {
            const name = nameOf(row);
            return (
              <SortableEntry key={row.id} id={row.id} name={name}>
                <div className="min-w-0 sm:flex-1">
                  <p className="font-semibold break-words">{name}</p>
                  <div className="text-sm text-slate-600">{details(row)}</div>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <button
                    type="button"
                    data-move={`${row.id}-up`}
                    className={ICON_BUTTON}
                    aria-label={t('order.moveUp', { name })}
                    disabled={index === 0}
                    onClick={() => moveTo(row, index - 1, 'up')}
                  >
                    <ArrowUp aria-hidden className="size-4" />
                  </button>
                  <button
                    type="button"
                    data-move={`${row.id}-down`}
                    className={ICON_BUTTON}
                    aria-label={t('order.moveDown', { name })}
                    disabled={index === shown.length - 1}
                    onClick={() => moveTo(row, index + 1, 'down')}
                  >
                    <ArrowDown aria-hidden className="size-4" />
                  </button>
                  <Link
                    to={editTo(row)}
                    aria-label={t('navigation.editNamed', { name })}
                    className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100"
                  >
                    <Pencil aria-hidden className="size-4" />
                    {t('navigation.edit')}
                  </Link>
                  <ConfirmButton
                    label={t('navigation.removeNamed', { name })}
                    question={(removeQuestion ?? ((named) => t('navigation.removeConfirm', { name: named })))(name)}
                    confirmLabel={t('navigation.remove')}
                    icon={<Trash2 aria-hidden className="size-4" />}
                    size="sm"
                    pending={remove.isPending}
                    onConfirm={(done) =>
                      remove.mutate(row.id, {
                        onSuccess: () => toast.success(t('navigation.removed', { name })),
                        onError: (error) => toast.error(error.message),
                        onSettled: done,
                      })
                    }
                  />
                </div>
              </SortableEntry>
            );
          })}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
