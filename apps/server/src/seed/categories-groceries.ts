import { type CategorySpec, modifier, noun, phrase } from './catalog-spec.ts';
import { ar } from './grammar-ar.ts';
import { fr } from './grammar-fr.ts';
import { CLASSIC, ORGANIC, PREMIUM } from './modifiers.ts';

/** Groceries: fresh produce, bakery, beverages and the pantry. Arabic collective nouns (تفاح) agree as masculine. */
export const GROCERIES: CategorySpec = {
  name: 'Groceries',
  slug: 'groceries',
  icon: 'food-apple',
  hue: '#65a30d',
  brands: ['Sunfield Farms', 'Olive Grove', 'Harvest Table'],
  pitches: [
    modifier(
      'picked and packed for freshness',
      ar.adj('مقطوف ومعبّأ ليصلك طازجًا', 'مقطوفة ومعبّأة لتصلك طازجة'),
      fr.adj(
        'cueilli et emballé au plus frais',
        'cueillie et emballée au plus frais',
        'cueillis et emballés au plus frais',
        'cueillies et emballées au plus frais',
      ),
    ),
    modifier(
      'from growers we know by name',
      ar.fixed('من مزارعين نعرفهم بالاسم'),
      fr.fixed('de producteurs que nous connaissons par leur nom'),
    ),
    modifier('good food for every day', ar.fixed('طعام طيّب لكل يوم'), fr.fixed('de bons produits pour tous les jours')),
  ],
  features: [
    phrase('Sourced from trusted growers', 'من مزارعين موثوقين', 'Producteurs de confiance'),
    phrase('No artificial colours or flavours', 'بدون ألوان أو نكهات صناعية', 'Sans colorants ni arômes artificiels'),
    phrase('Packed fresh for delivery', 'تعبئة طازجة للتوصيل', 'Emballage frais pour la livraison'),
    phrase('Suitable for vegetarians', 'للنباتيين أيضًا', 'Pour les végétariens aussi'),
    phrase('Recyclable packaging', 'عبوة قابلة لإعادة التدوير', 'Emballage recyclable'),
    phrase(
      'Best before date on the pack',
      'تاريخ الصلاحية مطبوع على العبوة',
      "Date de durabilité minimale sur l'emballage",
    ),
  ],
  care: phrase(
    'Store as shown on the pack; refrigerate after opening.',
    'الحفظ حسب التعليمات على العبوة، والتبريد بعد الفتح.',
    "Conserver selon les indications de l'emballage, au réfrigérateur après ouverture.",
  ),
  subs: [
    {
      name: 'Fresh Produce',
      slug: 'fresh-produce',
      icon: 'food-apple',
      price: [1, 9],
      unit: 'Kg',
      nouns: {
        'Gala Apples': noun('food-apple', ar.m('تفاح {q} من صنف غالا', 'التفاح {q} من صنف غالا'), fr.fp('pommes Gala')),
        'Navel Oranges': noun(
          'fruit-citrus',
          ar.m('برتقال {q} أبو سرة', 'البرتقال {q} أبو سرة'),
          fr.fp('oranges navel'),
        ),
        Carrots: noun('carrot', ar.m('جزر', 'الجزر'), fr.fp('carottes')),
        'Seedless Grapes': noun(
          'fruit-grapes',
          ar.m('عنب {q} بدون بذور', 'العنب {q} بدون بذور'),
          fr.m('raisin {q} sans pépins'),
        ),
        'Hass Avocados': noun(
          'fruit-pear',
          ar.m('أفوكادو {q} من صنف هاس', 'الأفوكادو {q} من صنف هاس'),
          fr.mp('avocats Hass'),
        ),
      },
      qualifiers: [
        ORGANIC,
        modifier('Farm-Fresh', ar.adj('طازج من المزرعة'), fr.adj('frais de la ferme', 'fraîche de la ferme')),
        modifier('Local', ar.adj('محلي'), fr.adj('local')),
        PREMIUM,
        modifier('Seasonal', ar.fixed('من الموسم'), fr.fixed('de saison')),
      ],
    },
    {
      name: 'Bakery & Breakfast',
      slug: 'bakery-breakfast',
      icon: 'bread-slice',
      price: [2, 12],
      unit: 'Pack',
      nouns: {
        'Sourdough Loaf': noun(
          'bread-slice',
          ar.m('رغيف خبز {q} بالعجين المخمّر', 'رغيف الخبز {q} بالعجين المخمّر'),
          fr.m('pain {q} au levain'),
        ),
        Croissants: noun('food-croissant', ar.m('كرواسون', 'الكرواسون'), fr.mp('croissants')),
        Granola: noun('bowl-mix', ar.f('جرانولا', 'الجرانولا'), fr.m('granola')),
        'Free-Range Eggs': noun(
          'egg',
          ar.m('بيض {q} من دجاج حر', 'البيض {q} من دجاج حر'),
          fr.mp('œufs {q} de poules élevées en plein air'),
        ),
        'Rolled Oats': noun('grain', ar.f('رقائق شوفان', 'رقائق الشوفان'), fr.mp("flocons d'avoine")),
      },
      qualifiers: [
        modifier('Artisan', ar.adj('حِرَفي'), fr.adj('artisanal')),
        modifier('Wholegrain', ar.fixed('بالحبوب الكاملة'), fr.adj('complet', 'complète')),
        modifier('Honey', ar.fixed('بالعسل'), fr.fixed('au miel')),
        ORGANIC,
        CLASSIC,
      ],
    },
    {
      name: 'Beverages',
      slug: 'beverages',
      icon: 'bottle-soda',
      price: [2, 15],
      unit: 'Litre',
      nouns: {
        'Orange Juice': noun('cup-water', ar.m('عصير برتقال', 'عصير البرتقال'), fr.m("jus d'orange")),
        'Sparkling Water': noun('bottle-soda', ar.f('مياه فوارة', 'المياه الفوارة'), fr.f('eau pétillante')),
        'Cold Brew Coffee': noun(
          'coffee',
          ar.f('قهوة {q} مخمّرة على البارد', 'القهوة {q} المخمّرة على البارد'),
          fr.m('café {q} infusé à froid'),
        ),
        'Almond Milk': noun('cup', ar.m('حليب لوز', 'حليب اللوز'), fr.m("lait d'amande")),
        'Iced Tea': noun('glass-mug-variant', ar.m('شاي مثلّج', 'الشاي المثلّج'), fr.m('thé glacé')),
      },
      qualifiers: [
        modifier(
          'Fresh-Pressed',
          ar.adj('معصور طازجًا'),
          fr.adj('fraîchement pressé', 'fraîchement pressée', 'fraîchement pressés', 'fraîchement pressées'),
        ),
        ORGANIC,
        modifier('Unsweetened', ar.fixed('بدون سكر'), fr.fixed('sans sucre')),
        PREMIUM,
        CLASSIC,
      ],
    },
    {
      name: 'Pantry',
      slug: 'pantry',
      icon: 'rice',
      price: [2, 24],
      unit: 'Pack',
      sizes: 'weight',
      nouns: {
        'Ground Coffee': noun('coffee', ar.f('قهوة مطحونة', 'القهوة المطحونة'), fr.m('café moulu')),
        'Green Tea': noun('tea', ar.m('شاي أخضر', 'الشاي الأخضر'), fr.m('thé vert')),
        'Basmati Rice': noun('rice', ar.m('أرز بسمتي', 'الأرز البسمتي'), fr.m('riz basmati')),
        Spaghetti: noun('pasta', ar.f('معكرونة سباغيتي', 'معكرونة السباغيتي'), fr.mp('spaghettis')),
        'Wildflower Honey': noun(
          'beehive-outline',
          ar.m('عسل {q} من الزهور البرية', 'العسل {q} من الزهور البرية'),
          fr.m('miel de fleurs sauvages'),
        ),
      },
      qualifiers: [
        modifier('Single-Origin', ar.adj('أحادي المصدر'), fr.fixed("d'origine unique")),
        ORGANIC,
        modifier('Fair Trade', ar.fixed('من التجارة العادلة'), fr.adj('équitable')),
        PREMIUM,
        modifier('Stone-Ground', ar.fixed('بطحن حجري'), fr.fixed('à la meule de pierre')),
      ],
    },
  ],
};
