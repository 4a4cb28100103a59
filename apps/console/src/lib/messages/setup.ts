/** A fresh install's setup page (the first platform staff account), in English and Arabic. */
export const setupEn = {
  'setup.title': 'Set up the platform',
  'setup.lead': 'Create the first platform staff account. This link works once; a restart prints a new one.',
  'setup.name': 'Your name',
  'setup.email': 'Email',
  'setup.password': 'Password',
  'setup.confirm': 'Repeat the password',
  'setup.mismatch': 'The two passwords differ.',
  'setup.submit': 'Create the staff account',
  'setup.submitting': 'Creating…',
  'setup.done': 'Staff account created. Sign in with {email}.',
  'setup.noToken': 'This page needs the setup link the server printed when it started.',
  'setup.closed': 'This platform is set up: its staff sign in on the sign-in page.',
  'setup.signIn': 'Go to sign in',
} as const;

export const setupAr: Record<keyof typeof setupEn, string> = {
  'setup.title': 'إعداد المنصة',
  'setup.lead': 'أنشئ أول حساب لفريق المنصة. يعمل هذا الرابط مرة واحدة، وكل إعادة تشغيل تطبع رابطًا جديدًا.',
  'setup.name': 'اسمك',
  'setup.email': 'البريد الإلكتروني',
  'setup.password': 'كلمة المرور',
  'setup.confirm': 'أعد كتابة كلمة المرور',
  'setup.mismatch': 'كلمتا المرور مختلفتان.',
  'setup.submit': 'أنشئ حساب الفريق',
  'setup.submitting': 'جارٍ الإنشاء…',
  'setup.done': 'أُنشئ حساب الفريق. سجّل الدخول بـ {email}.',
  'setup.noToken': 'تحتاج هذه الصفحة إلى رابط الإعداد الذي طبعه الخادم عند تشغيله.',
  'setup.closed': 'أُعدّت هذه المنصة: يسجّل فريقها الدخول من صفحة تسجيل الدخول.',
  'setup.signIn': 'انتقل إلى تسجيل الدخول',
};
