import { type CategorySpec, modifier, noun, phrase } from './catalog-spec.ts';
import { ar } from './grammar-ar.ts';
import { fr } from './grammar-fr.ts';
import { CLASSIC, LEATHER, LIGHTWEIGHT, STAINLESS_STEEL } from './modifiers.ts';

/** Fashion: clothing, bags, watches and eyewear. */
export const FASHION: CategorySpec = {
  name: 'Fashion',
  slug: 'fashion',
  icon: 'hanger',
  hue: '#db2777',
  brands: ['Northwind Apparel', 'Linea', 'Cotton Republic'],
  pitches: [
    modifier(
      'cut for an easy, modern fit',
      ar.adj('مفصّل بقَصّة عصرية مريحة'),
      fr.adj('taillé pour une coupe moderne et confortable'),
    ),
    modifier(
      'made to be worn season after season',
      ar.adj('مصنوع للارتداء موسمًا بعد موسم'),
      fr.adj('pensé pour durer saison après saison'),
    ),
    modifier(
      'a wardrobe staple that goes with everything',
      ar.fixed('قطعة أساسية في الخزانة تناسب كل إطلالة'),
      fr.fixed('un basique de la garde-robe qui va avec tout'),
    ),
  ],
  features: [
    phrase(
      'Breathable, skin-friendly fabric',
      'قماش يسمح بمرور الهواء ولطيف على البشرة',
      'Tissu respirant et doux pour la peau',
    ),
    phrase(
      'Reinforced seams for everyday wear',
      'دروز مقوّاة للاستخدام اليومي',
      'Coutures renforcées pour tous les jours',
    ),
    phrase('Keeps its shape after washing', 'ثبات الشكل بعد الغسيل', 'Forme préservée après lavage'),
    phrase('Responsibly sourced materials', 'خامات من مصادر مسؤولة', 'Matières issues de sources responsables'),
    phrase(
      'True to size; see the size guide',
      'مقاسات قياسية، راجع دليل المقاسات',
      'Taille standard, voir le guide des tailles',
    ),
    phrase('Easy-care and quick to dry', 'عناية سهلة وجفاف سريع', 'Entretien facile et séchage rapide'),
  ],
  care: phrase(
    'Machine wash cold with similar colours and dry flat to keep the fit.',
    'الغسل في الغسالة بماء بارد مع ألوان مماثلة، والتجفيف على سطح مستوٍ للحفاظ على القَصّة.',
    'Lavage en machine à froid avec des couleurs similaires, séchage à plat pour préserver la coupe.',
  ),
  subs: [
    {
      name: 'T-Shirts & Tops',
      slug: 't-shirts-tops',
      icon: 'tshirt-crew',
      price: [12, 45],
      unit: 'Piece',
      sizes: 'apparel',
      colors: 'apparel',
      nouns: {
        'Crew T-Shirt': noun(
          'tshirt-crew',
          ar.m('تيشيرت {q} برقبة دائرية', 'التيشيرت {q} برقبة دائرية'),
          fr.m('t-shirt col rond'),
        ),
        'V-Neck T-Shirt': noun(
          'tshirt-v',
          ar.m('تيشيرت {q} برقبة على شكل V', 'التيشيرت {q} برقبة على شكل V'),
          fr.m('t-shirt col V'),
        ),
        'Pocket Tee': noun('tshirt-crew', ar.m('تيشيرت {q} بجيب', 'التيشيرت {q} بجيب'), fr.m('t-shirt à poche')),
        'Henley Top': noun(
          'tshirt-v',
          ar.f('بلوزة {q} بأزرار عند الرقبة', 'البلوزة {q} بأزرار عند الرقبة'),
          fr.m('haut col tunisien'),
        ),
        'Relaxed Tank Top': noun(
          'tshirt-crew',
          ar.f('بلوزة {q} بلا أكمام بقَصّة واسعة', 'البلوزة {q} بلا أكمام بقَصّة واسعة'),
          fr.m('débardeur ample'),
        ),
      },
      qualifiers: [
        modifier('Cotton', ar.adj('قطني'), fr.fixed('en coton')),
        modifier('Organic Cotton', ar.fixed('من القطن العضوي'), fr.fixed('en coton bio')),
        modifier('Linen Blend', ar.fixed('من مزيج الكتان'), fr.fixed('en lin mélangé')),
        modifier('Slub Knit', ar.fixed('من نسيج مُحبَّب'), fr.fixed('en jersey flammé')),
        modifier('Heavyweight', ar.adj('سميك'), fr.adj('épais', 'épaisse')),
        modifier('Striped', ar.adj('مقلّم'), fr.adj('rayé')),
      ],
    },
    {
      name: 'Jackets & Coats',
      slug: 'jackets-coats',
      icon: 'coat-rack',
      price: [45, 220],
      unit: 'Piece',
      sizes: 'apparel',
      colors: 'apparel',
      nouns: {
        'Denim Jacket': noun('hanger', ar.f('سترة جينز', 'سترة الجينز'), fr.f('veste en jean')),
        'Trench Coat': noun('coat-rack', ar.m('معطف ترنش', 'معطف الترنش'), fr.m('trench')),
        'Puffer Jacket': noun('hanger', ar.m('جاكيت منفوخ', 'الجاكيت المنفوخ'), fr.f('doudoune')),
        'Bomber Jacket': noun('hanger', ar.m('جاكيت بومبر', 'جاكيت البومبر'), fr.m('blouson aviateur')),
        'Wool Overcoat': noun('coat-rack', ar.m('معطف صوفي', 'المعطف الصوفي'), fr.m('manteau en laine')),
      },
      qualifiers: [
        CLASSIC,
        modifier('Water-Resistant', ar.adj('مقاوم للماء'), fr.adj('déperlant')),
        modifier('Quilted', ar.adj('مبطّن'), fr.adj('matelassé')),
        LIGHTWEIGHT,
        modifier('Tailored', ar.fixed('بقَصّة مفصّلة'), fr.adj('ajusté')),
      ],
    },
    {
      name: 'Bags & Wallets',
      slug: 'bags-wallets',
      icon: 'bag-personal',
      price: [18, 160],
      unit: 'Piece',
      colors: 'apparel',
      nouns: {
        Backpack: noun('bag-personal', ar.f('حقيبة ظهر', 'حقيبة الظهر'), fr.m('sac à dos')),
        'Tote Bag': noun('purse', ar.f('حقيبة تسوّق', 'حقيبة التسوّق'), fr.m('sac cabas')),
        'Crossbody Bag': noun('purse', ar.f('حقيبة كتف', 'حقيبة الكتف'), fr.m('sac bandoulière')),
        'Bifold Wallet': noun(
          'wallet',
          ar.f('محفظة {q} بطيّتين', 'المحفظة {q} بطيّتين'),
          fr.m('portefeuille deux volets'),
        ),
        'Weekender Bag': noun(
          'bag-suitcase',
          ar.f('حقيبة {q} لعطلة نهاية الأسبوع', 'الحقيبة {q} لعطلة نهاية الأسبوع'),
          fr.m('sac week-end'),
        ),
      },
      qualifiers: [
        LEATHER,
        modifier('Canvas', ar.fixed('من قماش الكانفاس'), fr.fixed('en toile')),
        modifier('Recycled Nylon', ar.fixed('من النايلون المعاد تدويره'), fr.fixed('en nylon recyclé')),
        modifier('Vegan Leather', ar.fixed('من الجلد النباتي'), fr.fixed('en cuir végane')),
        modifier('Waxed Cotton', ar.fixed('من القطن المشمّع'), fr.fixed('en coton ciré')),
      ],
    },
    {
      name: 'Watches & Eyewear',
      slug: 'watches-eyewear',
      icon: 'watch',
      price: [25, 250],
      unit: 'Piece',
      colors: 'tech',
      nouns: {
        'Analog Watch': noun('watch', ar.f('ساعة {q} بعقارب', 'الساعة {q} بعقارب'), fr.f('montre analogique')),
        'Chronograph Watch': noun('watch', ar.f('ساعة كرونوغراف', 'ساعة الكرونوغراف'), fr.f('montre chronographe')),
        'Aviator Sunglasses': noun(
          'sunglasses',
          ar.f('نظارة شمسية {q} بطراز الطيارين', 'النظارة الشمسية {q} بطراز الطيارين'),
          fr.fp('lunettes de soleil aviateur'),
        ),
        'Round Sunglasses': noun(
          'sunglasses',
          ar.f('نظارة شمسية دائرية', 'النظارة الشمسية الدائرية'),
          fr.fp('lunettes de soleil rondes'),
        ),
        'Reading Glasses': noun('glasses', ar.f('نظارة قراءة', 'نظارة القراءة'), fr.fp('lunettes de lecture')),
      },
      qualifiers: [
        modifier('Minimalist', ar.adj('بسيط التصميم'), fr.adj('minimaliste')),
        CLASSIC,
        modifier('Polarised', ar.adj('مستقطب'), fr.adj('polarisé')),
        STAINLESS_STEEL,
        modifier('Titanium', ar.fixed('من التيتانيوم'), fr.fixed('en titane')),
      ],
    },
  ],
};
