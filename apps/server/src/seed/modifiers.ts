import { modifier } from './catalog-spec.ts';
import { ar } from './grammar-ar.ts';
import { fr } from './grammar-fr.ts';

/** Qualifiers several sub-categories share, worded alike in every language. */
export const CLASSIC = modifier('Classic', ar.adj('كلاسيكي'), fr.adj('classique'));
export const COMPACT = modifier('Compact', ar.adj('صغير الحجم'), fr.adj('compact'));
export const EVERYDAY = modifier('Everyday', ar.fixed('للاستخدام اليومي'), fr.fixed('de tous les jours'));
export const HYDRATING = modifier('Hydrating', ar.adj('مرطّب'), fr.adj('hydratant'));
export const JUNIOR = modifier('Junior', ar.fixed('للصغار'), fr.fixed('junior'));
export const LEATHER = modifier('Leather', ar.adj('جلدي'), fr.fixed('en cuir'));
export const LIGHTWEIGHT = modifier('Lightweight', ar.adj('خفيف'), fr.adj('léger'));
export const ORGANIC = modifier('Organic', ar.adj('عضوي'), fr.fixed('bio'));
export const PREMIUM = modifier('Premium', ar.adj('فاخر'), fr.fixed('haut de gamme'));
export const PRO = modifier('Pro', ar.adj('احترافي'), fr.fixed('Pro'));
export const RETRO = modifier('Retro', ar.adj('عتيق الطراز'), fr.fixed('rétro'));
export const RUGGED = modifier('Rugged', ar.adj('متين'), fr.adj('robuste'));
export const SLIM = modifier('Slim', ar.adj('رفيع'), fr.adj('fin'));
export const STAINLESS_STEEL = modifier(
  'Stainless Steel',
  ar.fixed('من الفولاذ المقاوم للصدأ'),
  fr.fixed('en acier inoxydable'),
);
export const SUEDE = modifier('Suede', ar.fixed('من جلد الشمواه'), fr.fixed('en daim'));
export const TRAVEL = modifier('Travel', ar.fixed('للسفر'), fr.fixed('de voyage'));
