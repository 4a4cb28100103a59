import { type CategorySpec, modifier, noun, phrase } from './catalog-spec.ts';
import { ar } from './grammar-ar.ts';
import { fr } from './grammar-fr.ts';
import { COMPACT, LIGHTWEIGHT, PRO } from './modifiers.ts';

/** Sports and outdoors: fitness, cycling, camping and team sports. */
export const SPORTS_AND_OUTDOORS: CategorySpec = {
  name: 'Sports & Outdoors',
  slug: 'sports-outdoors',
  icon: 'basketball',
  hue: '#16a34a',
  brands: ['Peak Trail', 'Kinetic', 'Riverstone'],
  pitches: [
    modifier(
      'ready for training, trails and weekend adventures',
      ar.adj('جاهز للتمارين والمسارات ومغامرات نهاية الأسبوع'),
      fr.adj("prêt pour l'entraînement, les sentiers et les aventures du week-end"),
    ),
    modifier(
      'built tough for the outdoors',
      ar.adj('مصنوع بمتانة للهواء الطلق'),
      fr.adj('taillé pour affronter le plein air'),
    ),
    modifier(
      'helps you move more and go further',
      ar.fixed('رفيقك لتتحرك أكثر وتذهب أبعد'),
      fr.fixed('pour bouger plus et aller plus loin'),
    ),
  ],
  features: [
    phrase('Weather-resistant materials', 'خامات مقاومة للعوامل الجوية', 'Matériaux résistants aux intempéries'),
    phrase('Lightweight and packable', 'وزن خفيف وسهولة في الحمل', 'Poids plume, rangement facile'),
    phrase('Reinforced stress points', 'نقاط ضغط مقوّاة', 'Points de tension renforcés'),
    phrase('Ergonomic grip', 'مقبض مريح', 'Prise en main ergonomique'),
    phrase('Tested in the field', 'اختبارات ميدانية', 'Tests sur le terrain'),
    phrase('Covered by a one-year warranty', 'ضمان لمدة عام', "Garantie d'un an"),
  ],
  care: phrase(
    'Rinse after use, dry in the shade and store somewhere dry.',
    'الشطف بعد الاستخدام، والتجفيف في الظل، والحفظ في مكان جاف.',
    "Rincer après usage, sécher à l'ombre et ranger au sec.",
  ),
  subs: [
    {
      name: 'Fitness',
      slug: 'fitness',
      icon: 'dumbbell',
      price: [9, 249],
      unit: 'Piece',
      colors: 'apparel',
      nouns: {
        'Adjustable Dumbbell': noun(
          'dumbbell',
          ar.m('دمبل {q} قابل للتعديل', 'الدمبل {q} القابل للتعديل'),
          fr.m('haltère réglable'),
        ),
        'Yoga Mat': noun('yoga', ar.f('حصيرة يوغا', 'حصيرة اليوغا'), fr.m('tapis de yoga')),
        Kettlebell: noun('kettlebell', ar.m('كيتلبل', 'الكيتلبل'), fr.m('kettlebell')),
        'Resistance Band Set': noun(
          'weight-lifter',
          ar.f('مجموعة أحزمة مقاومة', 'مجموعة أحزمة المقاومة'),
          fr.m('set de bandes élastiques'),
        ),
        'Jump Rope': noun('jump-rope', ar.m('حبل قفز', 'حبل القفز'), fr.f('corde à sauter')),
      },
      qualifiers: [
        modifier('Non-Slip', ar.adj('مانع للانزلاق'), fr.adj('antidérapant')),
        PRO,
        modifier('Home Gym', ar.fixed('للتمرين في المنزل'), fr.fixed('pour la maison')),
        modifier('Eco', ar.adj('صديق للبيئة'), fr.adj('écologique')),
        modifier('Heavy-Duty', ar.adj('شديد التحمّل'), fr.adj('renforcé')),
      ],
    },
    {
      name: 'Cycling',
      slug: 'cycling',
      icon: 'bike',
      price: [12, 899],
      unit: 'Piece',
      colors: 'tech',
      nouns: {
        'City Bike': noun('bike', ar.f('دراجة {q} للمدينة', 'الدراجة {q} للمدينة'), fr.m('vélo de ville')),
        'Mountain Bike': noun('bike-fast', ar.f('دراجة جبلية', 'الدراجة الجبلية'), fr.m('VTT')),
        'Cycling Helmet': noun(
          'racing-helmet',
          ar.f('خوذة {q} لركوب الدراجات', 'الخوذة {q} لركوب الدراجات'),
          fr.m('casque de vélo'),
        ),
        'Bike Light Set': noun(
          'flashlight',
          ar.f('مجموعة أضواء دراجة', 'مجموعة أضواء الدراجة'),
          fr.m("kit d'éclairage vélo"),
        ),
        'Bottle Cage': noun('bottle-soda', ar.m('حامل قارورة', 'حامل القارورة'), fr.m('porte-bidon')),
      },
      qualifiers: [
        modifier('Aluminium', ar.fixed('من الألومنيوم'), fr.fixed('en aluminium')),
        LIGHTWEIGHT,
        modifier('Commuter', ar.fixed('للتنقل اليومي'), fr.fixed('pour les trajets quotidiens')),
        modifier('All-Terrain', ar.fixed('لجميع التضاريس'), fr.adj('polyvalent')),
        modifier('Carbon', ar.fixed('من الكربون'), fr.fixed('en carbone')),
      ],
    },
    {
      name: 'Camping & Hiking',
      slug: 'camping-hiking',
      icon: 'tent',
      price: [19, 399],
      unit: 'Piece',
      colors: 'apparel',
      nouns: {
        'Two-Person Tent': noun('tent', ar.f('خيمة {q} لشخصين', 'الخيمة {q} لشخصين'), fr.f('tente {q} deux places')),
        '40L Hiking Backpack': noun(
          'bag-personal',
          ar.f('حقيبة ظهر {q} للمشي بسعة 40 لترًا', 'حقيبة الظهر {q} للمشي بسعة 40 لترًا'),
          fr.m('sac de randonnée {q} 40 L'),
        ),
        'Sleeping Bag': noun('sleep', ar.m('كيس نوم', 'كيس النوم'), fr.m('sac de couchage')),
        'Camping Stove': noun('campfire', ar.m('موقد تخييم', 'موقد التخييم'), fr.m('réchaud de camping')),
        'Trekking Poles': noun('hiking', ar.f('عصي مشي', 'عصي المشي'), fr.mp('bâtons de randonnée')),
      },
      qualifiers: [
        modifier('Ultralight', ar.adj('فائق الخفة'), fr.adj('ultraléger')),
        modifier('Waterproof', ar.adj('مقاوم للماء'), fr.adj('imperméable')),
        modifier('Four-Season', ar.fixed('لكل الفصول'), fr.fixed('quatre saisons')),
        COMPACT,
        modifier('Trail', ar.fixed('للمسارات'), fr.fixed('spécial trail')),
      ],
    },
    {
      name: 'Team Sports',
      slug: 'team-sports',
      icon: 'basketball',
      price: [12, 179],
      unit: 'Piece',
      nouns: {
        Basketball: noun('basketball', ar.f('كرة سلة', 'كرة السلة'), fr.m('ballon de basket')),
        Football: noun('soccer', ar.f('كرة قدم', 'كرة القدم'), fr.m('ballon de football')),
        'Tennis Racket': noun('tennis', ar.m('مضرب تنس', 'مضرب التنس'), fr.f('raquette de tennis')),
        Volleyball: noun('volleyball', ar.f('كرة طائرة', 'الكرة الطائرة'), fr.m('ballon de volley')),
        'Training Cone Set': noun(
          'traffic-cone',
          ar.f('مجموعة أقماع تدريب', 'مجموعة أقماع التدريب'),
          fr.m("set de plots d'entraînement"),
        ),
      },
      qualifiers: [
        modifier('Match', ar.fixed('للمباريات'), fr.fixed('de match')),
        modifier('Training', ar.fixed('للتدريب'), fr.fixed("d'entraînement")),
        modifier('Indoor', ar.adj('داخلي'), fr.fixed("d'intérieur")),
        modifier('Outdoor', ar.adj('خارجي'), fr.fixed("d'extérieur")),
        PRO,
      ],
    },
  ],
};
