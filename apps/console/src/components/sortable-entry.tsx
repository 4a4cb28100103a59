import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import clsx from 'clsx';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { useI18n } from '../lib/i18n.tsx';
import { ICON_BUTTON } from './icon-button.ts';

/** One entry of an ordered list, moved by dragging its handle (the first of its buttons). */
export function SortableEntry({ id, name, children }: { id: number; name: string; children: ReactNode }) {
  const { t } = useI18n();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <li
      ref={setNodeRef}
      data-row={name}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={clsx(
        'flex items-start gap-3 bg-white p-3',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-primary-600',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('order.drag', { name })}
        className={clsx(ICON_BUTTON, 'cursor-grab touch-none sm:self-center')}
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center">{children}</div>
    </li>
  );
}
