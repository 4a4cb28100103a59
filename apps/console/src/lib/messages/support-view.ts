/** Staff's read-only view of a shop's console: its strings in English and Arabic. */
export const supportViewEn = {
  'supportView.title': 'Shop console',
  'supportView.lead':
    "See this shop's console as its owner does, to help them. Nothing can be changed there, and opening it is recorded in the audit log.",
  'supportView.open': 'Open shop console',
  'supportView.opening': 'Opening…',
  'supportView.region': 'Support view',
  'supportView.banner': "Viewing {name}'s console as platform staff — read only",
  'supportView.exit': 'Exit',
} as const;

export const supportViewAr: Record<keyof typeof supportViewEn, string> = {
  'supportView.title': 'لوحة تحكم المتجر',
  'supportView.lead':
    'اطّلع على لوحة تحكم هذا المتجر كما يراها مالكه لتساعده. لا يمكن تغيير شيء فيها، ويُسجَّل فتحها في سجل التغييرات.',
  'supportView.open': 'فتح لوحة تحكم المتجر',
  'supportView.opening': 'جارٍ الفتح…',
  'supportView.region': 'عرض الدعم',
  'supportView.banner': 'تعرض لوحة تحكم {name} بصفتك من فريق المنصة — للاطلاع فقط',
  'supportView.exit': 'خروج',
};
