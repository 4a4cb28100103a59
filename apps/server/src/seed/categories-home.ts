import { type CategorySpec, modifier, noun, phrase } from './catalog-spec.ts';
import { ar } from './grammar-ar.ts';
import { fr } from './grammar-fr.ts';
import { COMPACT, RETRO, STAINLESS_STEEL } from './modifiers.ts';

/** Home and kitchen: furniture, cookware, appliances and decoration. */
export const HOME_AND_KITCHEN: CategorySpec = {
  name: 'Home & Kitchen',
  slug: 'home-kitchen',
  icon: 'sofa',
  hue: '#0f766e',
  brands: ['Hearthstone', 'Casa Verde', 'Copper Pot Co.'],
  pitches: [
    modifier(
      'made to make your home work a little better',
      ar.adj('مصمَّم لحياة منزلية أسهل قليلًا'),
      fr.adj('pensé pour rendre la maison un peu plus pratique'),
    ),
    modifier(
      'a warm, practical addition to any room',
      ar.fixed('لمسة دافئة وعملية لأي غرفة'),
      fr.fixed('une touche chaleureuse et pratique dans chaque pièce'),
    ),
    modifier(
      'designed for daily use and easy cleaning',
      ar.adj('مصمَّم للاستخدام اليومي والتنظيف السهل'),
      fr.adj('conçu pour un usage quotidien et un nettoyage facile'),
    ),
  ],
  features: [
    phrase('Sturdy, long-lasting build', 'صناعة متينة تدوم طويلًا', 'Fabrication robuste et durable'),
    phrase('Easy to clean', 'سهولة التنظيف', 'Nettoyage facile'),
    phrase(
      'Fits small and large spaces',
      'للمساحات الصغيرة والكبيرة على حد سواء',
      'Pour les petits comme les grands espaces',
    ),
    phrase('Thoughtful, timeless design', 'تصميم مدروس لا يفقد رونقه', 'Design soigné et intemporel'),
    phrase(
      'Safe, food-grade materials where it matters',
      'مواد آمنة صالحة لملامسة الطعام حيث يلزم',
      'Matériaux sûrs et de qualité alimentaire là où il le faut',
    ),
    phrase('Simple assembly, tools included', 'تركيب سهل مع الأدوات اللازمة', 'Montage simple, outils fournis'),
  ],
  care: phrase(
    'Wipe with a soft damp cloth; avoid abrasive cleaners.',
    'التنظيف بقطعة قماش ناعمة ومبللة، مع تجنّب المنظفات الكاشطة.',
    'Nettoyer avec un chiffon doux et humide, sans produit abrasif.',
  ),
  subs: [
    {
      name: 'Furniture',
      slug: 'furniture',
      icon: 'sofa',
      price: [89, 1199],
      unit: 'Piece',
      colors: 'home',
      nouns: {
        'Two-Seater Sofa': noun(
          'sofa',
          ar.f('أريكة {q} بمقعدين', 'الأريكة {q} بمقعدين'),
          fr.m('canapé {q} deux places'),
        ),
        'Accent Armchair': noun(
          'sofa-single',
          ar.m('كرسي {q} بذراعين', 'الكرسي {q} بذراعين'),
          fr.m("fauteuil {q} d'appoint"),
        ),
        'Office Chair': noun('chair-rolling', ar.m('كرسي مكتب', 'كرسي المكتب'), fr.f('chaise de bureau')),
        'Coffee Table': noun('table-furniture', ar.f('طاولة قهوة', 'طاولة القهوة'), fr.f('table basse')),
        Bookshelf: noun('bookshelf', ar.m('رف كتب', 'رف الكتب'), fr.f('bibliothèque')),
      },
      qualifiers: [
        modifier('Mid-Century', ar.fixed('بطراز منتصف القرن'), fr.fixed('vintage')),
        modifier('Scandinavian', ar.adj('إسكندنافي'), fr.adj('scandinave')),
        modifier('Velvet', ar.adj('مخملي'), fr.fixed('en velours')),
        modifier('Solid Oak', ar.fixed('من خشب البلوط الصلب'), fr.fixed('en chêne massif')),
        COMPACT,
      ],
    },
    {
      name: 'Cookware',
      slug: 'cookware',
      icon: 'pot-steam',
      price: [19, 249],
      unit: 'Piece',
      colors: 'home',
      nouns: {
        'Frying Pan': noun('pot-mix', ar.f('مقلاة', 'المقلاة'), fr.f('poêle')),
        'Stock Pot': noun('pot-steam', ar.f('طنجرة {q} للمرق', 'الطنجرة {q} للمرق'), fr.m('faitout')),
        'Dutch Oven': noun('pot-steam', ar.f('طنجرة {q} بغطاء ثقيل', 'الطنجرة {q} بغطاء ثقيل'), fr.f('cocotte')),
        'Knife Set': noun('knife', ar.f('مجموعة سكاكين', 'مجموعة السكاكين'), fr.m('set de couteaux')),
        'Saucepan Set': noun('pot-mix', ar.f('مجموعة قدور', 'مجموعة القدور'), fr.m('set de casseroles')),
      },
      qualifiers: [
        modifier('Cast Iron', ar.fixed('من الحديد الزهر'), fr.fixed('en fonte')),
        STAINLESS_STEEL,
        modifier(
          'Ceramic Non-Stick',
          ar.fixed('بطلاء سيراميك غير لاصق'),
          fr.fixed('à revêtement céramique antiadhésif'),
        ),
        modifier('Copper-Core', ar.fixed('بقلب نحاسي'), fr.fixed('à cœur cuivre')),
        modifier('Professional', ar.adj('احترافي'), fr.adj('professionnel')),
      ],
    },
    {
      name: 'Kitchen Appliances',
      slug: 'kitchen-appliances',
      icon: 'coffee-maker',
      price: [25, 499],
      unit: 'Piece',
      colors: 'home',
      nouns: {
        'Espresso Machine': noun('coffee-maker', ar.f('آلة إسبريسو', 'آلة الإسبريسو'), fr.f('machine à expresso')),
        Blender: noun('blender', ar.m('خلاط', 'الخلاط'), fr.m('blender')),
        'Two-Slice Toaster': noun(
          'toaster',
          ar.f('محمصة خبز {q} لشريحتين', 'محمصة الخبز {q} لشريحتين'),
          fr.m('grille-pain {q} deux fentes'),
        ),
        'Electric Kettle': noun('kettle', ar.f('غلاية كهربائية', 'الغلاية الكهربائية'), fr.f('bouilloire électrique')),
        'Air Fryer': noun('pot-steam', ar.f('قلاية هوائية', 'القلاية الهوائية'), fr.f('friteuse sans huile')),
      },
      qualifiers: [
        COMPACT,
        modifier('Digital', ar.adj('رقمي'), fr.adj('numérique')),
        RETRO,
        modifier('Smart', ar.adj('ذكي'), fr.adj('connecté')),
        modifier('High-Speed', ar.adj('عالي السرعة'), fr.fixed('haute vitesse')),
      ],
    },
    {
      name: 'Home Decor',
      slug: 'home-decor',
      icon: 'lamp',
      price: [12, 189],
      unit: 'Piece',
      colors: 'home',
      nouns: {
        'Table Lamp': noun('lamp', ar.m('مصباح طاولة', 'مصباح الطاولة'), fr.f('lampe à poser')),
        'Floor Lamp': noun('floor-lamp', ar.m('مصباح أرضي', 'المصباح الأرضي'), fr.m('lampadaire')),
        'Ceramic Vase': noun('flower-tulip', ar.f('مزهرية خزفية', 'المزهرية الخزفية'), fr.m('vase {q} en céramique')),
        'Wall Mirror': noun('mirror', ar.f('مرآة حائط', 'مرآة الحائط'), fr.m('miroir mural')),
        'Scented Candle': noun('candle', ar.f('شمعة معطّرة', 'الشمعة المعطّرة'), fr.f('bougie parfumée')),
      },
      qualifiers: [
        modifier('Handmade', ar.adj('مصنوع يدويًا'), fr.adj('fait main')),
        modifier('Minimal', ar.adj('بسيط'), fr.adj('minimaliste')),
        modifier('Rattan', ar.fixed('من الروطان'), fr.fixed('en rotin')),
        modifier('Brass', ar.fixed('من النحاس الأصفر'), fr.fixed('en laiton')),
        modifier('Nordic', ar.fixed('بطابع شمالي'), fr.adj('nordique')),
      ],
    },
  ],
};
