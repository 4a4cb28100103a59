import { type CategorySpec, modifier, noun, phrase } from './catalog-spec.ts';
import { ar } from './grammar-ar.ts';
import { fr } from './grammar-fr.ts';
import { CLASSIC, COMPACT, JUNIOR, LIGHTWEIGHT } from './modifiers.ts';

const ORGANIC_COTTON = modifier('Organic', ar.fixed('من القطن العضوي'), fr.fixed('en coton bio'));

/** Toys and kids: soft toys, building sets and puzzles, baby gear and outdoor play. */
export const TOYS_AND_KIDS: CategorySpec = {
  name: 'Toys & Kids',
  slug: 'toys-kids',
  icon: 'teddy-bear',
  hue: '#d97706',
  brands: ['Tiny Tales', 'Brickhaus', 'Wonderbox'],
  pitches: [
    modifier(
      'made for curious minds and busy hands',
      ar.adj('مصمَّم للعقول الفضولية والأيدي النشيطة'),
      fr.adj('pensé pour les esprits curieux et les mains actives'),
    ),
    modifier(
      'safety-tested and built for play',
      ar.adj('مختبَر الأمان ومصنوع للعب', 'مختبَرة الأمان ومصنوعة للعب'),
      fr.adj(
        'testé pour la sécurité et fait pour jouer',
        'testée pour la sécurité et faite pour jouer',
        'testés pour la sécurité et faits pour jouer',
        'testées pour la sécurité et faites pour jouer',
      ),
    ),
    modifier(
      'a gift they will reach for again and again',
      ar.fixed('هدية سيعودون إليها مرة بعد مرة'),
      fr.fixed("un cadeau qu'ils ressortiront encore et encore"),
    ),
  ],
  features: [
    phrase(
      'Meets EN 71 toy safety standards',
      'مطابقة لمعايير سلامة الألعاب EN 71',
      'Conformité à la norme de sécurité des jouets EN 71',
    ),
    phrase(
      'Non-toxic, child-safe materials',
      'مواد غير سامة وآمنة للأطفال',
      'Matériaux non toxiques et sans danger pour les enfants',
    ),
    phrase('Rounded edges', 'حواف مستديرة', 'Bords arrondis'),
    phrase('Encourages creative play', 'تشجيع اللعب الإبداعي', 'Éveil au jeu créatif'),
    phrase('Easy to clean', 'سهولة التنظيف', 'Nettoyage facile'),
    phrase('Gift-ready packaging', 'تغليف جاهز للإهداء', 'Emballage prêt à offrir'),
  ],
  care: phrase(
    'Surface wash only. Keep small parts away from children under three.',
    'تنظيف السطح فقط. تُحفظ القطع الصغيرة بعيدًا عن الأطفال دون الثالثة.',
    'Nettoyage en surface uniquement. Tenir les petites pièces hors de portée des enfants de moins de trois ans.',
  ),
  subs: [
    {
      name: 'Soft Toys',
      slug: 'soft-toys',
      icon: 'teddy-bear',
      price: [9, 59],
      unit: 'Piece',
      colors: 'kids',
      nouns: {
        'Teddy Bear': noun('teddy-bear', ar.m('دبدوب', 'الدبدوب'), fr.m('ours en peluche')),
        'Plush Bunny': noun('rabbit', ar.f('دمية أرنب محشوة', 'دمية الأرنب المحشوة'), fr.f('peluche lapin')),
        'Cuddly Elephant': noun('elephant', ar.m('فيل محشو', 'الفيل المحشو'), fr.m('doudou éléphant')),
        'Plush Dinosaur': noun(
          'google-downasaur',
          ar.m('ديناصور محشو', 'الديناصور المحشو'),
          fr.m('dinosaure en peluche'),
        ),
      },
      qualifiers: [
        modifier(
          'Super-Soft',
          ar.adj('فائق النعومة'),
          fr.adj('tout doux', 'toute douce', 'tout doux', 'toutes douces'),
        ),
        modifier('Giant', ar.adj('عملاق'), fr.before('grand')),
        ORGANIC_COTTON,
        CLASSIC,
        modifier('Mini', ar.adj('صغير'), fr.before('petit')),
      ],
    },
    {
      name: 'Building & Puzzles',
      slug: 'building-puzzles',
      icon: 'toy-brick',
      price: [12, 129],
      unit: 'Box',
      nouns: {
        'Building Brick Set': noun(
          'toy-brick',
          ar.f('مجموعة مكعبات بناء', 'مجموعة مكعبات البناء'),
          fr.m('set de briques de construction'),
        ),
        '1000-Piece Jigsaw Puzzle': noun(
          'puzzle',
          ar.m('بازل {q} من 1000 قطعة', 'البازل {q} من 1000 قطعة'),
          fr.m('puzzle {q} 1000 pièces'),
        ),
        'Wooden Block Set': noun(
          'cube-outline',
          ar.f('مجموعة مكعبات خشبية', 'مجموعة المكعبات الخشبية'),
          fr.m('jeu de cubes en bois'),
        ),
        'Marble Run': noun('chart-bubble', ar.m('مسار كرات', 'مسار الكرات'), fr.m('circuit à billes')),
        'Magnetic Tiles': noun('magnet', ar.f('بلاطات مغناطيسية', 'البلاطات المغناطيسية'), fr.fp('tuiles magnétiques')),
      },
      qualifiers: [
        modifier('Creative', ar.adj('إبداعي'), fr.adj('créatif')),
        modifier('Deluxe', ar.adj('فاخر'), fr.fixed('deluxe')),
        modifier('Starter', ar.fixed('للمبتدئين'), fr.fixed('pour débutants')),
        CLASSIC,
        JUNIOR,
      ],
    },
    {
      name: 'Baby Gear',
      slug: 'baby-gear',
      icon: 'baby-carriage',
      price: [12, 399],
      unit: 'Piece',
      colors: 'kids',
      nouns: {
        'Baby Stroller': noun('baby-carriage', ar.f('عربة أطفال', 'عربة الأطفال'), fr.f('poussette')),
        'Baby Bottle Set': noun('baby-bottle', ar.f('مجموعة رضّاعات', 'مجموعة الرضّاعات'), fr.m('set de biberons')),
        'Baby Carrier': noun('human-baby-changing-table', ar.m('حامل أطفال', 'حامل الأطفال'), fr.m('porte-bébé')),
        'Changing Bag': noun(
          'bag-personal',
          ar.f('حقيبة {q} لمستلزمات الطفل', 'الحقيبة {q} لمستلزمات الطفل'),
          fr.m('sac à langer'),
        ),
        'Play Mat': noun('baby-face', ar.f('سجادة لعب', 'سجادة اللعب'), fr.m("tapis d'éveil")),
      },
      qualifiers: [
        LIGHTWEIGHT,
        modifier('Anti-Colic', ar.adj('مضاد للمغص'), fr.fixed('anti-colique')),
        modifier('Ergonomic', ar.adj('مريح'), fr.adj('ergonomique')),
        COMPACT,
        ORGANIC_COTTON,
      ],
    },
    {
      name: 'Outdoor Play',
      slug: 'outdoor-play',
      icon: 'kite',
      price: [9, 149],
      unit: 'Piece',
      colors: 'kids',
      nouns: {
        'Kick Scooter': noun('scooter', ar.m('سكوتر', 'السكوتر'), fr.f('trottinette')),
        Kite: noun('kite', ar.f('طائرة ورقية', 'الطائرة الورقية'), fr.m('cerf-volant')),
        'Water Blaster': noun('water', ar.m('مسدس ماء', 'مسدس الماء'), fr.m('pistolet à eau')),
        'Sandpit Set': noun('beach', ar.f('مجموعة ألعاب رمل', 'مجموعة ألعاب الرمل'), fr.m('kit de plage')),
        'Balance Bike': noun('bike', ar.f('دراجة توازن', 'دراجة التوازن'), fr.f('draisienne')),
      },
      qualifiers: [
        JUNIOR,
        modifier('Foldable', ar.adj('قابل للطي'), fr.adj('pliable')),
        modifier('Rainbow', ar.fixed('بألوان قوس قزح'), fr.fixed('arc-en-ciel')),
        modifier('Adventure', ar.fixed('للمغامرات'), fr.fixed("d'aventure")),
        CLASSIC,
      ],
    },
  ],
};
