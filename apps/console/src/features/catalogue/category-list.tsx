import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { StaffCategory, StaffCategoryBranch } from '@souk/contract';
import { ArrowDown, ArrowUp, Pencil } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useDragOrder } from '../../components/drag-order.ts';
import { ICON_BUTTON } from '../../components/icon-button.ts';
import { EmptyList } from '../../components/list-body.tsx';
import { SortableEntry } from '../../components/sortable-entry.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { useMoveCategory } from './use-catalogue.ts';

/**
 * Sibling categories (the top-level ones, or one category's sub-categories) in the storefront's
 * order: each dragged to its place by its handle, or moved a place up or down by its buttons
 * (the moved entry's button keeps the focus), with its picture, whether it is shown, how many
 * products it holds (and the names of its sub-categories), and a link to edit it.
 */
export function CategoryList<Row extends StaffCategory | StaffCategoryBranch>({
  rows,
  label,
  empty,
}: {
  rows: Row[];
  label: string;
  empty: string;
}) {
  const { t } = useI18n();
  const list = useRef<HTMLOListElement>(null);
  const focusAfter = useRef<string | null>(null);
  const move = useMoveCategory();
  // While a drop is saved, the entries stay in the order they were dropped in.
  const [dropped, setDropped] = useState<{ among: Row[]; ids: number[] } | null>(null);
  const shown = dropped?.among === rows ? dropped.ids.map((id) => rows.find((row) => row.id === id)!) : rows;
  const ids = shown.map((row) => row.id);
  const drag = useDragOrder(ids, (id) => rows.find((row) => row.id === Number(id))?.name ?? '');
  useLayoutEffect(() => {
    const wanted = focusAfter.current;
    focusAfter.current = null;
    if (!wanted) return;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>(`[data-move^="${wanted}-"]`) ?? [];
    [...buttons].find((button) => !button.disabled)?.focus();
  }, [rows]);
  if (rows.length === 0) return <EmptyList text={empty} />;

  const place = (row: Row, position: number, keepFocus: boolean) => {
    if (move.isPending) return;
    focusAfter.current = keepFocus ? String(row.id) : null;
    move.mutate(
      { id: row.id, position },
      {
        onSuccess: () => toast.success(t('order.moved', { name: row.name, place: position + 1 })),
        onError: (error) => {
          setDropped(null);
          toast.error(error.message);
        },
      },
    );
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const [from, to] = [ids.indexOf(Number(active.id)), ids.indexOf(Number(over?.id))];
    if (from < 0 || to < 0 || from === to || move.isPending) return;
    setDropped({ among: rows, ids: arrayMove(ids, from, to) });
    place(shown[from]!, to, false);
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
            <SortableEntry key={row.id} id={row.id} name={row.name}>
              <CategoryFacts category={row} />
              <div className="flex flex-wrap items-center gap-2">
                {(['up', 'down'] as const).map((direction) => (
                  <button
                    key={direction}
                    type="button"
                    data-move={`${row.id}-${direction}`}
                    className={ICON_BUTTON}
                    aria-label={t(direction === 'up' ? 'order.moveUp' : 'order.moveDown', { name: row.name })}
                    disabled={direction === 'up' ? index === 0 : index === shown.length - 1}
                    onClick={() => place(row, direction === 'up' ? index - 1 : index + 1, true)}
                  >
                    {direction === 'up' ? (
                      <ArrowUp aria-hidden className="size-4" />
                    ) : (
                      <ArrowDown aria-hidden className="size-4" />
                    )}
                  </button>
                ))}
                <Link
                  to={`/catalogue/categories/${row.id}`}
                  aria-label={t('catalogue.editNamed', { name: row.name })}
                  className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100"
                >
                  <Pencil aria-hidden className="size-4" />
                  {t('catalogue.edit')}
                </Link>
              </div>
            </SortableEntry>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

/** A category's picture, name, whether shoppers see it, its address, how many products it holds, its sub-categories. */
function CategoryFacts({ category }: { category: StaffCategory | StaffCategoryBranch }) {
  const { t } = useI18n();
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      {category.thumbnail ? (
        <img
          src={category.thumbnail}
          alt=""
          width={40}
          height={40}
          className="size-10 shrink-0 rounded-full bg-slate-100 object-cover"
        />
      ) : (
        <span aria-hidden className="size-10 shrink-0 rounded-full border border-dashed border-slate-300 bg-slate-50" />
      )}
      <div className="min-w-0">
        <p className="font-semibold break-words">
          <bdi>{category.name}</bdi>
          {!category.is_active && (
            <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
              {t('catalogue.hidden')}
            </span>
          )}
        </p>
        <p className="text-sm text-slate-600">
          <bdi dir="ltr" className="break-all">
            /{category.slug}
          </bdi>
          {' · '}
          {t('catalogue.products', { count: category.product_count })}
        </p>
        {'sub_categories' in category && (
          <p className="text-sm text-slate-600">
            {category.sub_categories.length === 0
              ? t('catalogue.categories.subsNone')
              : t('catalogue.categories.subsNamed', {
                  names: category.sub_categories.map((sub) => sub.name).join(' · '),
                })}
          </p>
        )}
      </div>
    </div>
  );
}
