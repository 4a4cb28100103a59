import { type CategorySpec, modifier, noun, phrase } from './catalog-spec.ts';
import { ar } from './grammar-ar.ts';
import { fr } from './grammar-fr.ts';
import { CLASSIC, EVERYDAY, LEATHER, LIGHTWEIGHT, RETRO, SUEDE } from './modifiers.ts';

/** Shoes: sneakers, running shoes, formal shoes, heels and flats. */
export const SHOES: CategorySpec = {
  name: 'Shoes',
  slug: 'shoes',
  icon: 'shoe-sneaker',
  hue: '#ea580c',
  brands: ['Stridewell', 'Pace Lab', 'Cobble & Sole'],
  pitches: [
    modifier(
      'built for comfort from the first step',
      ar.adj('مصمَّم للراحة من الخطوة الأولى'),
      fr.adj('conçu pour le confort dès le premier pas'),
    ),
    modifier(
      'with a cushioned footbed for all-day wear',
      ar.fixed('بنعل داخلي مبطّن للارتداء طوال اليوم'),
      fr.fixed('avec une semelle intérieure moelleuse pour toute la journée'),
    ),
    modifier(
      'crafted to look sharp and last',
      ar.adj('مصنوع بإتقان للأناقة والمتانة'),
      fr.adj('façonné avec soin pour durer'),
    ),
  ],
  features: [
    phrase(
      'Cushioned, removable insole',
      'نعل داخلي مبطّن وقابل للإزالة',
      'Semelle intérieure amortissante et amovible',
    ),
    phrase('Grippy, flexible outsole', 'نعل خارجي مرن مانع للانزلاق', 'Semelle extérieure souple et adhérente'),
    phrase('Padded collar and tongue', 'ياقة ولسان مبطّنان', 'Col et languette rembourrés'),
    phrase('Breathable lining', 'بطانة تسمح بمرور الهواء', 'Doublure respirante'),
    phrase('Lightweight construction', 'تصميم خفيف الوزن', 'Construction légère'),
    phrase(
      'Between sizes? Choose the next size up',
      'بين مقاسين؟ اختر المقاس الأكبر',
      'Entre deux pointures\u00a0? Prenez la pointure au-dessus',
    ),
  ],
  care: phrase(
    'Wipe clean with a damp cloth and let dry naturally away from direct heat.',
    'التنظيف بقطعة قماش مبللة، والتجفيف في الهواء بعيدًا عن مصادر الحرارة المباشرة.',
    "Nettoyer avec un chiffon humide et laisser sécher à l'air libre, loin d'une source de chaleur directe.",
  ),
  subs: [
    {
      name: 'Sneakers',
      slug: 'sneakers',
      icon: 'shoe-sneaker',
      price: [40, 140],
      unit: 'Pair',
      sizes: 'shoe',
      colors: 'apparel',
      nouns: {
        'Low-Top Sneaker': noun(
          'shoe-sneaker',
          ar.m('حذاء رياضي {q} منخفض الرقبة', 'الحذاء الرياضي {q} المنخفض الرقبة'),
          fr.f('basket basse'),
        ),
        'High-Top Sneaker': noun(
          'shoe-sneaker',
          ar.m('حذاء رياضي {q} عالي الرقبة', 'الحذاء الرياضي {q} العالي الرقبة'),
          fr.f('basket montante'),
        ),
        'Slip-On Sneaker': noun(
          'shoe-sneaker',
          ar.m('حذاء رياضي {q} بدون رباط', 'الحذاء الرياضي {q} بدون رباط'),
          fr.f('basket {q} sans lacets'),
        ),
        'Court Sneaker': noun('shoe-sneaker', ar.m('حذاء تنس', 'حذاء التنس'), fr.f('basket {q} style tennis')),
      },
      qualifiers: [
        modifier('Canvas', ar.fixed('من القماش'), fr.fixed('en toile')),
        LEATHER,
        modifier('Knit', ar.fixed('من النسيج المحبوك'), fr.fixed('en maille')),
        RETRO,
        EVERYDAY,
      ],
    },
    {
      name: 'Running Shoes',
      slug: 'running-shoes',
      icon: 'run-fast',
      price: [60, 180],
      unit: 'Pair',
      sizes: 'shoe',
      colors: 'apparel',
      nouns: {
        'Road Running Shoe': noun(
          'shoe-sneaker',
          ar.m('حذاء جري {q} على الطرق', 'حذاء الجري {q} على الطرق'),
          fr.f('chaussure de course sur route'),
        ),
        'Trail Running Shoe': noun(
          'shoe-sneaker',
          ar.m('حذاء جري {q} للمسارات الوعرة', 'حذاء الجري {q} للمسارات الوعرة'),
          fr.f('chaussure de trail'),
        ),
        'Racing Flat': noun('run-fast', ar.m('حذاء سباق', 'حذاء السباق'), fr.f('chaussure de compétition')),
        'Cushioned Trainer': noun(
          'shoe-sneaker',
          ar.m('حذاء تدريب {q} مبطّن', 'حذاء التدريب {q} المبطّن'),
          fr.f("chaussure d'entraînement amortie"),
        ),
      },
      qualifiers: [
        LIGHTWEIGHT,
        modifier('Responsive', ar.adj('سريع الاستجابة'), fr.adj('réactif')),
        modifier('All-Weather', ar.fixed('لكل الأحوال الجوية'), fr.fixed('toutes saisons')),
        modifier('Breathable', ar.adj('جيد التهوية'), fr.adj('respirant')),
        modifier('Stability', ar.fixed('بدعم إضافي للثبات'), fr.fixed('à maintien renforcé')),
      ],
    },
    {
      name: 'Formal Shoes',
      slug: 'formal-shoes',
      icon: 'shoe-formal',
      price: [55, 200],
      unit: 'Pair',
      sizes: 'shoe',
      colors: 'home',
      nouns: {
        'Oxford Shoe': noun(
          'shoe-formal',
          ar.m('حذاء {q} بطراز أكسفورد', 'الحذاء {q} بطراز أكسفورد'),
          fr.m('richelieu'),
        ),
        'Derby Shoe': noun('shoe-formal', ar.m('حذاء {q} بطراز ديربي', 'الحذاء {q} بطراز ديربي'), fr.m('derby')),
        'Penny Loafer': noun('shoe-formal', ar.m('حذاء {q} بطراز لوفر', 'الحذاء {q} بطراز لوفر'), fr.m('mocassin')),
        Brogue: noun(
          'shoe-formal',
          ar.m('حذاء {q} بطراز بروغ', 'الحذاء {q} بطراز بروغ'),
          fr.m('richelieu {q} à bout fleuri'),
        ),
        'Monk Strap Shoe': noun(
          'shoe-formal',
          ar.m('حذاء {q} بإبزيم', 'الحذاء {q} بإبزيم'),
          fr.f('chaussure {q} à boucle'),
        ),
      },
      qualifiers: [
        LEATHER,
        SUEDE,
        modifier('Patent', ar.adj('لامع'), fr.fixed('en cuir verni')),
        modifier('Hand-Stitched', ar.adj('مخيط يدويًا'), fr.adj('cousu main')),
        CLASSIC,
      ],
    },
    {
      name: 'Heels & Flats',
      slug: 'heels-flats',
      icon: 'shoe-heel',
      price: [35, 150],
      unit: 'Pair',
      sizes: 'shoe',
      colors: 'apparel',
      nouns: {
        'Block Heel Pump': noun(
          'shoe-heel',
          ar.m('حذاء {q} بكعب عريض', 'الحذاء {q} بكعب عريض'),
          fr.m('escarpin {q} à talon carré'),
        ),
        'Ballet Flat': noun('shoe-ballet', ar.m('حذاء باليه مسطح', 'حذاء الباليه المسطح'), fr.f('ballerine')),
        'Strappy Sandal': noun(
          'shoe-heel',
          ar.m('صندل {q} بأشرطة رفيعة', 'الصندل {q} بأشرطة رفيعة'),
          fr.f('sandale {q} à brides'),
        ),
        'Pointed Flat': noun(
          'shoe-ballet',
          ar.m('حذاء {q} مسطح بمقدمة مدببة', 'الحذاء {q} المسطح بمقدمة مدببة'),
          fr.f('ballerine pointue'),
        ),
        'Kitten Heel': noun(
          'shoe-heel',
          ar.m('حذاء {q} بكعب رفيع منخفض', 'الحذاء {q} بكعب رفيع منخفض'),
          fr.m('escarpin {q} à petit talon'),
        ),
      },
      qualifiers: [
        SUEDE,
        modifier('Satin', ar.fixed('من الساتان'), fr.fixed('en satin')),
        LEATHER,
        modifier('Comfort', ar.adj('مريح'), fr.fixed('confort')),
        EVERYDAY,
      ],
    },
  ],
};
