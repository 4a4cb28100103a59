import { type CategorySpec, modifier, noun, phrase } from './catalog-spec.ts';
import { ar } from './grammar-ar.ts';
import { fr } from './grammar-fr.ts';
import { HYDRATING } from './modifiers.ts';

/** Beauty: make-up, skincare, hair care and fragrance. */
export const BEAUTY: CategorySpec = {
  name: 'Beauty',
  slug: 'beauty',
  icon: 'lipstick',
  hue: '#be185d',
  brands: ['Lumière', 'Bloom & Balm', 'Pure Petal'],
  pitches: [
    modifier(
      'gentle on skin and kind to the planet',
      ar.adj('لطيف على البشرة وصديق للبيئة', 'لطيفة على البشرة وصديقة للبيئة'),
      fr.adj(
        'doux pour la peau et respectueux de la planète',
        'douce pour la peau et respectueuse de la planète',
        'doux pour la peau et respectueux de la planète',
        'douces pour la peau et respectueuses de la planète',
      ),
    ),
    modifier('a little everyday luxury', ar.fixed('لمسة فخامة يومية'), fr.fixed('un petit luxe au quotidien')),
    modifier(
      'formulated with carefully chosen ingredients',
      ar.adj('مُركَّب من مكونات مختارة بعناية'),
      fr.adj('formulé avec des ingrédients choisis avec soin'),
    ),
  ],
  features: [
    phrase('Dermatologically tested', 'اختبار جلدي تحت إشراف أطباء', 'Tolérance testée sous contrôle dermatologique'),
    phrase(
      'Cruelty-free and vegan',
      'دون تجارب على الحيوانات وبمكونات نباتية',
      'Formule vegan, sans test sur les animaux',
    ),
    phrase('Free from parabens', 'بدون بارابين', 'Sans parabènes'),
    phrase('Suitable for sensitive skin', 'للبشرة الحساسة أيضًا', 'Pour les peaux sensibles'),
    phrase('Recyclable packaging', 'عبوة قابلة لإعادة التدوير', 'Emballage recyclable'),
    phrase('Lightweight, non-greasy texture', 'قوام خفيف غير دهني', 'Texture légère et non grasse'),
  ],
  care: phrase(
    'Store in a cool, dry place away from direct sunlight. For external use only.',
    'الحفظ في مكان بارد وجاف بعيدًا عن أشعة الشمس المباشرة. للاستعمال الخارجي فقط.',
    "À conserver dans un endroit frais et sec, à l'abri du soleil. Usage externe uniquement.",
  ),
  subs: [
    {
      name: 'Makeup',
      slug: 'makeup',
      icon: 'lipstick',
      price: [8, 55],
      unit: 'Piece',
      colors: 'shades',
      nouns: {
        'Matte Lipstick': noun(
          'lipstick',
          ar.m('أحمر شفاه {q} مطفي', 'أحمر الشفاه {q} المطفي'),
          fr.m('rouge à lèvres mat'),
        ),
        'Liquid Foundation': noun(
          'bottle-tonic',
          ar.m('كريم أساس {q} سائل', 'كريم الأساس {q} السائل'),
          fr.m('fond de teint {q} liquide'),
        ),
        Mascara: noun('brush', ar.f('ماسكارا', 'الماسكارا'), fr.m('mascara')),
        'Eyeshadow Palette': noun(
          'palette',
          ar.f('لوحة ظلال عيون', 'لوحة ظلال العيون'),
          fr.f('palette {q} de fards à paupières'),
        ),
        'Blush Compact': noun('brush', ar.m('أحمر خدود {q} مضغوط', 'أحمر الخدود {q} المضغوط'), fr.m('blush compact')),
      },
      qualifiers: [
        modifier('Long-Wear', ar.adj('طويل الثبات'), fr.fixed('longue tenue')),
        HYDRATING,
        modifier('Vegan', ar.adj('نباتي'), fr.fixed('vegan')),
        modifier('Waterproof', ar.adj('مقاوم للماء'), fr.fixed('waterproof')),
        modifier('Velvet', ar.adj('مخملي'), fr.adj('velouté')),
      ],
    },
    {
      name: 'Skincare',
      slug: 'skincare',
      icon: 'lotion',
      price: [9, 79],
      unit: 'Bottle',
      sizes: 'volume',
      nouns: {
        'Daily Moisturiser': noun('lotion', ar.m('مرطّب يومي', 'المرطّب اليومي'), fr.f('crème hydratante de jour')),
        'Vitamin C Serum': noun(
          'bottle-tonic',
          ar.m('سيروم {q} بفيتامين C', 'السيروم {q} بفيتامين C'),
          fr.m('sérum {q} à la vitamine C'),
        ),
        'Gentle Cleanser': noun('lotion', ar.m('منظّف لطيف', 'المنظّف اللطيف'), fr.m('nettoyant doux')),
        'SPF 50 Sunscreen': noun(
          'white-balance-sunny',
          ar.m('واقي شمس {q} بعامل حماية 50', 'واقي الشمس {q} بعامل حماية 50'),
          fr.m('écran solaire {q} SPF 50'),
        ),
        'Night Cream': noun('weather-night', ar.m('كريم ليلي', 'الكريم الليلي'), fr.f('crème de nuit')),
      },
      qualifiers: [
        HYDRATING,
        modifier('Brightening', ar.fixed('لإشراق البشرة'), fr.fixed('éclat')),
        modifier('Fragrance-Free', ar.fixed('بدون عطر'), fr.fixed('sans parfum')),
        modifier('Soothing', ar.adj('مهدّئ'), fr.adj('apaisant')),
        modifier('Repairing', ar.adj('مرمِّم'), fr.adj('réparateur', 'réparatrice')),
      ],
    },
    {
      name: 'Hair Care',
      slug: 'hair-care',
      icon: 'hair-dryer',
      price: [7, 149],
      unit: 'Piece',
      nouns: {
        'Argan Oil Shampoo': noun(
          'bottle-tonic',
          ar.m('شامبو {q} بزيت الأرغان', 'الشامبو {q} بزيت الأرغان'),
          fr.m("shampoing {q} à l'huile d'argan"),
        ),
        'Repair Conditioner': noun(
          'bottle-tonic',
          ar.m('بلسم {q} لإصلاح الشعر', 'البلسم {q} لإصلاح الشعر'),
          fr.m('après-shampoing réparateur'),
        ),
        'Hair Dryer': noun('hair-dryer', ar.m('مجفف شعر', 'مجفف الشعر'), fr.m('sèche-cheveux')),
        'Styling Cream': noun('lotion', ar.m('كريم تصفيف', 'كريم التصفيف'), fr.f('crème coiffante')),
        'Hair Mask': noun('lotion', ar.m('قناع شعر', 'قناع الشعر'), fr.m('masque capillaire')),
      },
      qualifiers: [
        modifier('Nourishing', ar.fixed('للتغذية العميقة'), fr.adj('nourrissant')),
        modifier('Volumising', ar.fixed('لزيادة الكثافة'), fr.adj('volumisant')),
        modifier('Sulphate-Free', ar.fixed('بدون كبريتات'), fr.fixed('sans sulfates')),
        modifier('Ionic', ar.adj('أيوني'), fr.adj('ionique')),
        modifier('Smoothing', ar.adj('منعِّم'), fr.adj('lissant')),
      ],
    },
    {
      name: 'Fragrance',
      slug: 'fragrance',
      icon: 'spray',
      price: [19, 149],
      unit: 'Bottle',
      sizes: 'volume',
      nouns: {
        'Eau de Parfum': noun('spray', ar.m('ماء عطر', 'ماء العطر'), fr.f('eau de parfum')),
        'Eau de Toilette': noun('spray', ar.m('ماء تواليت', 'ماء التواليت'), fr.f('eau de toilette')),
        'Body Mist': noun(
          'spray-bottle',
          ar.m('رذاذ {q} معطّر للجسم', 'الرذاذ {q} المعطّر للجسم'),
          fr.f('brume {q} pour le corps'),
        ),
        'Perfume Oil': noun('bottle-tonic', ar.m('زيت عطري', 'الزيت العطري'), fr.f('huile de parfum')),
      },
      qualifiers: [
        modifier('Floral', ar.adj('زهري'), fr.adj('floral')),
        modifier('Citrus', ar.fixed('بالحمضيات'), fr.fixed('aux agrumes')),
        modifier('Woody', ar.adj('خشبي'), fr.adj('boisé')),
        modifier('Amber', ar.adj('عنبري'), fr.adj('ambré')),
        modifier('Fresh', ar.adj('منعش'), fr.adj('frais', 'fraîche')),
      ],
    },
  ],
};
