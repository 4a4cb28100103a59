import { type CategorySpec, modifier, type Noun, noun, phrase } from './catalog-spec.ts';
import { ar } from './grammar-ar.ts';
import { fr } from './grammar-fr.ts';
import { CLASSIC, PREMIUM } from './modifiers.ts';

/** A book's format in each language; the icon differs between fiction and non-fiction. */
const format = (arabic: Noun['ar'], french: Noun['fr']) => (icon: string) => noun(icon, arabic, french);
const PAPERBACK = format(ar.m('غلاف ورقي', 'الغلاف الورقي'), fr.m('broché'));
const HARDCOVER = format(ar.m('غلاف مقوّى', 'الغلاف المقوّى'), fr.m('relié'));
const ILLUSTRATED = format(ar.f('طبعة مصوّرة', 'الطبعة المصوّرة'), fr.f('édition illustrée'));

/** A title: the same words whatever the format. */
const title = (en: string, arabic: string, french: string) => modifier(en, ar.fixed(arabic), fr.fixed(french));

/** Books and stationery: fiction, non-fiction, notebooks and writing and art supplies. */
export const BOOKS_AND_STATIONERY: CategorySpec = {
  name: 'Books & Stationery',
  slug: 'books-stationery',
  icon: 'book-open-variant',
  hue: '#4f46e5',
  brands: ['Inkwell Press', 'Paperleaf', 'Quill & Co.'],
  pitches: [
    modifier(
      'a pleasure to hold and to use',
      ar.fixed('متعة في اليد وعند الاستخدام'),
      fr.fixed('un plaisir à tenir en main et à utiliser'),
    ),
    modifier(
      'chosen by our booksellers',
      ar.adj('مختار بعناية من باعة الكتب لدينا'),
      fr.adj('choisi par nos libraires'),
    ),
    modifier(
      'for readers, writers and makers',
      ar.fixed('للقرّاء والكتّاب وأصحاب الأيدي المبدعة'),
      fr.fixed('pour les lecteurs, les auteurs et les créatifs'),
    ),
  ],
  features: [
    phrase('Printed on FSC-certified paper', 'طباعة على ورق معتمد من FSC', 'Impression sur papier certifié FSC'),
    phrase('Lay-flat binding', 'تجليد يبقى مفتوحًا على سطح مستوٍ', 'Reliure à plat'),
    phrase('Acid-free pages', 'صفحات خالية من الأحماض', 'Pages sans acide'),
    phrase('Beautifully finished cover', 'غلاف بتشطيب أنيق', 'Couverture joliment finie'),
    phrase('Makes a thoughtful gift', 'هدية مدروسة', 'Une belle idée de cadeau'),
    phrase('Produced by an independent press', 'من إنتاج دار نشر مستقلة', "D'une maison d'édition indépendante"),
  ],
  care: phrase(
    'Keep dry and out of strong sunlight to protect the colours.',
    'الحفظ في مكان جاف بعيدًا عن أشعة الشمس القوية للحفاظ على الألوان.',
    "Conserver au sec et à l'abri du soleil pour préserver les couleurs.",
  ),
  subs: [
    {
      name: 'Fiction',
      slug: 'fiction',
      icon: 'book-open-variant',
      price: [7, 39],
      unit: 'Piece',
      pattern: '{q} ({n})',
      nouns: {
        Paperback: PAPERBACK('book-open-variant'),
        Hardcover: HARDCOVER('book'),
        'Illustrated Edition': ILLUSTRATED('book-open-page-variant'),
        'Pocket Edition': noun('book-variant', ar.f('طبعة جيب', 'طبعة الجيب'), fr.m('format poche')),
      },
      qualifiers: [
        title('The Salt Road', 'طريق الملح', 'La Route du sel'),
        title('Lanterns of Tangier', 'فوانيس طنجة', 'Les Lanternes de Tanger'),
        title('A Map of Small Hours', 'خريطة الساعات الصغيرة', 'Une carte des petites heures'),
        title('The Last Caravan', 'القافلة الأخيرة', 'La Dernière Caravane'),
        title('Glass Orchard', 'بستان الزجاج', 'Le Verger de verre'),
        title('Winter in the Medina', 'شتاء في المدينة العتيقة', 'Un hiver dans la médina'),
      ],
    },
    {
      name: 'Non-Fiction',
      slug: 'non-fiction',
      icon: 'book-education',
      price: [9, 49],
      unit: 'Piece',
      pattern: '{q} ({n})',
      nouns: {
        Paperback: PAPERBACK('book-education'),
        Hardcover: HARDCOVER('book'),
        'Illustrated Edition': ILLUSTRATED('book-open-page-variant'),
      },
      qualifiers: [
        title('Cooking Around the Mediterranean', 'الطبخ حول المتوسط', 'Cuisiner autour de la Méditerranée'),
        title('The Thoughtful Investor', 'المستثمر الحكيم', "L'Investisseur avisé"),
        title('A Short History of Trade', 'تاريخ موجز للتجارة', 'Une brève histoire du commerce'),
        title('Mindful Mornings', 'صباحات واعية', 'Des matins en pleine conscience'),
        title('Design for Everyday Life', 'التصميم للحياة اليومية', 'Le Design au quotidien'),
      ],
    },
    {
      name: 'Notebooks & Journals',
      slug: 'notebooks-journals',
      icon: 'notebook',
      price: [4, 35],
      unit: 'Piece',
      colors: 'home',
      nouns: {
        'A5 Dotted Notebook': noun(
          'notebook',
          ar.m('دفتر {q} منقّط بحجم A5', 'الدفتر {q} المنقّط بحجم A5'),
          fr.m('carnet {q} à points A5'),
        ),
        'Lined Journal': noun(
          'notebook-multiple',
          ar.m('دفتر يوميات {q} مسطّر', 'دفتر اليوميات {q} المسطّر'),
          fr.m('carnet de notes {q} ligné'),
        ),
        'A4 Sketchbook': noun(
          'draw',
          ar.m('دفتر رسم {q} بحجم A4', 'دفتر الرسم {q} بحجم A4'),
          fr.m('carnet de croquis {q} A4'),
        ),
        'Weekly Planner': noun('calendar-month', ar.m('مخطط أسبوعي', 'المخطط الأسبوعي'), fr.m('agenda semainier')),
        'Pocket Notebook Set': noun(
          'notebook-multiple',
          ar.f('مجموعة دفاتر جيب', 'مجموعة دفاتر الجيب'),
          fr.m('lot de carnets de poche'),
        ),
      },
      qualifiers: [
        modifier('Hardcover', ar.fixed('بغلاف مقوّى'), fr.fixed('à couverture rigide')),
        modifier('Recycled Paper', ar.fixed('من الورق المعاد تدويره'), fr.fixed('en papier recyclé')),
        modifier('Linen', ar.fixed('بغلاف من الكتان'), fr.adj('toilé')),
        modifier('Leather-Bound', ar.adj('مجلّد بالجلد'), fr.adj('relié cuir')),
        modifier('Spiral', ar.adj('حلزوني'), fr.fixed('à spirale')),
      ],
    },
    {
      name: 'Writing & Art',
      slug: 'writing-art',
      icon: 'fountain-pen',
      price: [3, 89],
      unit: 'Set',
      nouns: {
        'Fountain Pen': noun('fountain-pen', ar.m('قلم حبر', 'قلم الحبر'), fr.m('stylo plume')),
        'Gel Pen Set': noun('pen', ar.f('مجموعة أقلام جل', 'مجموعة أقلام الجل'), fr.m('lot de stylos gel')),
        '24 Coloured Pencils': noun(
          'pencil',
          ar.f('علبة {q} من 24 قلمًا ملوّنًا', 'العلبة {q} من 24 قلمًا ملوّنًا'),
          fr.f('boîte de 24 crayons de couleur'),
        ),
        'Watercolour Set': noun(
          'palette',
          ar.f('مجموعة ألوان مائية', 'مجموعة الألوان المائية'),
          fr.m("set d'aquarelle"),
        ),
        'Brush Pen Set': noun(
          'brush-variant',
          ar.f('مجموعة أقلام فرشاة', 'مجموعة أقلام الفرشاة'),
          fr.m('lot de feutres pinceaux'),
        ),
      },
      qualifiers: [
        modifier('Fine', ar.fixed('بسنّ رفيع'), fr.fixed('à pointe fine')),
        modifier('Artist', ar.fixed('للفنانين'), fr.fixed('qualité artiste')),
        CLASSIC,
        PREMIUM,
        modifier('Student', ar.fixed('للطلاب'), fr.fixed('qualité étudiant')),
      ],
    },
  ],
};
