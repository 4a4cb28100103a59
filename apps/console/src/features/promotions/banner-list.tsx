import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { StaffBanner } from '@souk/contract';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { useDragOrder } from '../../components/drag-order.ts';
import { ICON_BUTTON } from '../../components/icon-button.ts';
import { EmptyList } from '../../components/list-body.tsx';
import { SortableEntry } from '../../components/sortable-entry.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { ActiveBadge } from './active-badge.tsx';
import { useMoveBanner, useRemoveBanner } from './use-promotions.ts';

/**
 * One list of banners in the home page's order: each dragged to its place by its handle, or
 * moved up or down by its buttons (the moved banner's button keeps the focus), with a link to
 * edit it and a button to remove it, asked again first.
 */
export function BannerList({ rows, label, empty }: { rows: StaffBanner[]; label: string; empty: string }) {
  const { t } = useI18n();
  const list = useRef<HTMLOListElement>(null);
  const focusAfterMove = useRef<string | null>(null);
  const move = useMoveBanner();
  const remove = useRemoveBanner();
  // A dropped banner stays where it was dropped while the move is saved.
  const [dropped, setDropped] = useState<{ among: StaffBanner[]; ids: number[] } | null>(null);
  const shown = dropped?.among === rows ? dropped.ids.flatMap((id) => rows.filter((row) => row.id === id)) : rows;
  const ids = shown.map((row) => row.id);
  const drag = useDragOrder(ids, (id) => rows.find((row) => row.id === Number(id))?.title ?? '');
  useEffect(() => {
    const wanted = focusAfterMove.current;
    focusAfterMove.current = null;
    if (!wanted) return;
    const [id, direction] = wanted.split('-');
    const buttons = [direction, direction === 'up' ? 'down' : 'up'].map((side) =>
      list.current?.querySelector<HTMLButtonElement>(`[data-move="${id}-${side}"]`),
    );
    buttons.find((button) => button && !button.disabled)?.focus();
  }, [rows]);
  if (rows.length === 0) return <EmptyList text={empty} />;

  const moveTo = (row: StaffBanner, position: number, direction?: 'up' | 'down') => {
    if (move.isPending) return;
    focusAfterMove.current = direction ? `${row.id}-${direction}` : null;
    move.mutate(
      { id: row.id, position },
      {
        onSuccess: () => toast.success(t('order.moved', { name: row.title, place: position + 1 })),
        onError: (error) => {
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
          {shown.map((row, index) => (
            <SortableEntry key={row.id} id={row.id} name={row.title}>
              <img src={row.thumbnail} alt="" className="aspect-[3/1] w-full rounded object-cover sm:w-36" />
              <div className="min-w-0 sm:flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold break-words">
                  <bdi>{row.title}</bdi>
                  <ActiveBadge active={row.is_active} />
                </p>
                <p className="text-sm break-all text-slate-600">
                  {row.url ? <bdi dir="ltr">{row.url}</bdi> : t('promotions.banner.noLink')}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {(['up', 'down'] as const).map((direction) => (
                  <button
                    key={direction}
                    type="button"
                    data-move={`${row.id}-${direction}`}
                    className={ICON_BUTTON}
                    aria-label={t(direction === 'up' ? 'order.moveUp' : 'order.moveDown', { name: row.title })}
                    disabled={direction === 'up' ? index === 0 : index === shown.length - 1}
                    onClick={() => moveTo(row, direction === 'up' ? index - 1 : index + 1, direction)}
                  >
                    {direction === 'up' ? (
                      <ArrowUp aria-hidden className="size-4" />
                    ) : (
                      <ArrowDown aria-hidden className="size-4" />
                    )}
                  </button>
                ))}
                <Link
                  to={`/promotions/banners/${row.id}`}
                  aria-label={t('promotions.editNamed', { name: row.title })}
                  className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100"
                >
                  <Pencil aria-hidden className="size-4" />
                  {t('promotions.edit')}
                </Link>
                <ConfirmButton
                  label={t('promotions.removeNamed', { name: row.title })}
                  question={t('promotions.banner.removeConfirm', { name: row.title })}
                  confirmLabel={t('promotions.remove')}
                  icon={<Trash2 aria-hidden className="size-4" />}
                  size="sm"
                  pending={remove.isPending}
                  onConfirm={(done) =>
                    remove.mutate(row.id, {
                      onSuccess: () => toast.success(t('promotions.banner.removed', { name: row.title })),
                      onError: (error) => toast.error(error.message),
                      onSettled: done,
                    })
                  }
                />
              </div>
            </SortableEntry>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
