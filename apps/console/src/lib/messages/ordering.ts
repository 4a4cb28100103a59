/** The strings of every list put in order by dragging or by its move buttons, in English and Arabic. */
export const orderingEn = {
  'order.moveUp': 'Move {name} up',
  'order.moveDown': 'Move {name} down',
  'order.moved': '{name} moved to place {place}.',
  'order.drag': 'Drag {name} to another place',
  'order.dragHint':
    'To move with the keyboard, press Space or Enter, move with the arrow keys, then press Space or Enter again to drop, or Escape to cancel.',
  'order.dragPicked': 'Picked up {name}, in place {place}.',
  'order.dragOver': '{name} would go to place {place}.',
  'order.dragDropped': '{name} dropped in place {place}.',
  'order.dragCancelled': 'Moving {name} cancelled.',
} as const;

export const orderingAr: Record<keyof typeof orderingEn, string> = {
  'order.moveUp': 'نقل {name} إلى الأعلى',
  'order.moveDown': 'نقل {name} إلى الأسفل',
  'order.moved': 'نُقل {name} إلى المكان {place}.',
  'order.drag': 'اسحب {name} إلى مكان آخر',
  'order.dragHint':
    'للنقل بلوحة المفاتيح اضغط المسافة أو Enter، ثم انقل بمفاتيح الأسهم، ثم اضغط المسافة أو Enter مرة أخرى للإفلات، أو Escape للإلغاء.',
  'order.dragPicked': 'التُقط {name}، في المكان {place}.',
  'order.dragOver': 'سيذهب {name} إلى المكان {place}.',
  'order.dragDropped': 'أُفلت {name} في المكان {place}.',
  'order.dragCancelled': 'أُلغي نقل {name}.',
};
