import {
  type Announcements,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useI18n } from '../lib/i18n.tsx';

/**
 * How a list's entries are dragged: by their handle with a pointer (a mouse, or a finger on the
 * handle, which does not scroll the page) once it moved a few pixels, so a tap still presses;
 * or with the keyboard from the handle. What happens is read out in the console's language.
 */
export function useDragOrder(ids: readonly number[], nameOf: (id: UniqueIdentifier) => string) {
  const { t } = useI18n();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const place = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('order.dragPicked', { name: nameOf(active.id), place: place(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('order.dragOver', { name: nameOf(active.id), place: place(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('order.dragDropped', { name: nameOf(active.id), place: place(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('order.dragCancelled', { name: nameOf(active.id) }),
  };
  return {
    sensors,
    accessibility: { announcements, screenReaderInstructions: { draggable: t('order.dragHint') } },
  };
}
