import { type CategorySpec, modifier, noun, phrase } from './catalog-spec.ts';
import { ar } from './grammar-ar.ts';
import { fr } from './grammar-fr.ts';
import { COMPACT, EVERYDAY, PREMIUM, PRO, RETRO, SLIM, TRAVEL } from './modifiers.ts';

/** Electronics: computers, audio, cameras and gaming. */
export const ELECTRONICS: CategorySpec = {
  name: 'Electronics',
  slug: 'electronics',
  icon: 'laptop',
  hue: '#2563eb',
  brands: ['Voltix', 'Lumen Audio', 'Arcbyte'],
  pitches: [
    modifier(
      'engineered for fast, dependable performance',
      ar.adj('مصمَّم لأداء سريع وموثوق'),
      fr.adj('conçu pour des performances rapides et fiables'),
    ),
    modifier(
      'packed with features you will use every day',
      ar.adj('مزوَّد بميزات ستستخدمها كل يوم'),
      fr.adj('doté de fonctions utiles au quotidien'),
    ),
    modifier(
      'designed to fit neatly into your setup',
      ar.adj('مصمَّم للاندماج بسلاسة مع أجهزتك'),
      fr.adj("pensé pour s'intégrer facilement à votre installation"),
    ),
  ],
  features: [
    phrase('Two-year manufacturer warranty', 'ضمان الشركة المصنّعة لمدة عامين', 'Garantie constructeur de deux ans'),
    phrase('Energy-efficient design', 'تصميم موفّر للطاقة', 'Conception économe en énergie'),
    phrase('USB-C charging', 'شحن عبر منفذ USB-C', 'Recharge par USB-C'),
    phrase(
      'Firmware updates over the air',
      'تحديثات لاسلكية للبرنامج الثابت',
      'Mises à jour du micrologiciel sans fil',
    ),
    phrase(
      'Includes quick-start guide and cables',
      'دليل البدء السريع والكابلات ضمن العلبة',
      'Guide de démarrage rapide et câbles inclus',
    ),
    phrase(
      'Tested for everyday durability',
      'اختبارات متانة للاستخدام اليومي',
      'Robustesse testée pour un usage quotidien',
    ),
  ],
  care: phrase(
    'Keep away from moisture and clean with a soft, dry cloth.',
    'الحفظ بعيدًا عن الرطوبة، والتنظيف بقطعة قماش ناعمة وجافة.',
    "Tenir à l'abri de l'humidité et nettoyer avec un chiffon doux et sec.",
  ),
  subs: [
    {
      name: 'Laptops',
      slug: 'laptops',
      icon: 'laptop',
      price: [399, 2199],
      unit: 'Piece',
      sizes: 'memory',
      colors: 'tech',
      nouns: {
        '13" Ultrabook': noun(
          'laptop',
          ar.m('ألترابوك {q} بشاشة 13 بوصة', 'الألترابوك {q} بشاشة 13 بوصة'),
          fr.m('ultrabook {q} 13 pouces'),
        ),
        '15" Laptop': noun(
          'laptop',
          ar.m('حاسوب محمول {q} بشاشة 15 بوصة', 'الحاسوب المحمول {q} بشاشة 15 بوصة'),
          fr.m('ordinateur portable {q} 15 pouces'),
        ),
        '2-in-1 Convertible Laptop': noun(
          'laptop-account',
          ar.m('حاسوب محمول {q} قابل للتحويل 2 في 1', 'الحاسوب المحمول {q} القابل للتحويل 2 في 1'),
          fr.m('ordinateur portable convertible {q} 2 en 1'),
        ),
        '14" Chromebook': noun(
          'laptop',
          ar.m('كرومبوك {q} بشاشة 14 بوصة', 'الكرومبوك {q} بشاشة 14 بوصة'),
          fr.m('Chromebook {q} 14 pouces'),
        ),
        '16" Gaming Laptop': noun(
          'laptop',
          ar.m('حاسوب ألعاب {q} بشاشة 16 بوصة', 'حاسوب الألعاب {q} بشاشة 16 بوصة'),
          fr.m('PC portable gamer {q} 16 pouces'),
        ),
      },
      qualifiers: [
        SLIM,
        modifier('Performance', ar.adj('عالي الأداء'), fr.fixed('hautes performances')),
        EVERYDAY,
        modifier('Creator', ar.fixed('لصنّاع المحتوى'), fr.fixed('pour créateurs')),
        PRO,
      ],
    },
    {
      name: 'Audio',
      slug: 'audio',
      icon: 'headphones',
      price: [25, 399],
      unit: 'Piece',
      colors: 'tech',
      nouns: {
        'Wireless Headphones': noun(
          'headphones',
          ar.f('سماعات رأس {q} لاسلكية', 'سماعات الرأس {q} اللاسلكية'),
          fr.m('casque {q} sans fil'),
        ),
        'Noise-Cancelling Headphones': noun(
          'headphones',
          ar.f('سماعات رأس {q} عازلة للضوضاء', 'سماعات الرأس {q} العازلة للضوضاء'),
          fr.m('casque {q} à réduction de bruit'),
        ),
        'Bluetooth Speaker': noun(
          'speaker-bluetooth',
          ar.f('سماعة {q} بتقنية البلوتوث', 'السماعة {q} بتقنية البلوتوث'),
          fr.f('enceinte {q} Bluetooth'),
        ),
        'True Wireless Earbuds': noun(
          'earbuds',
          ar.f('سماعات أذن {q} لاسلكية بالكامل', 'سماعات الأذن {q} اللاسلكية بالكامل'),
          fr.mp('écouteurs {q} sans fil'),
        ),
        Soundbar: noun('speaker', ar.m('مكبّر صوت {q} للتلفاز', 'مكبّر الصوت {q} للتلفاز'), fr.f('barre de son')),
      },
      qualifiers: [
        modifier('Studio', ar.fixed('بجودة الاستوديو'), fr.fixed('studio')),
        COMPACT,
        modifier('Portable', ar.adj('محمول'), fr.adj('portable')),
        modifier('Bass-Boost', ar.fixed('بجهير معزَّز'), fr.fixed('à basses renforcées')),
        PREMIUM,
      ],
    },
    {
      name: 'Cameras',
      slug: 'cameras',
      icon: 'camera',
      price: [89, 1499],
      unit: 'Piece',
      colors: 'tech',
      nouns: {
        'Mirrorless Camera': noun(
          'camera',
          ar.f('كاميرا {q} بدون مرآة', 'الكاميرا {q} بدون مرآة'),
          fr.m('appareil photo hybride'),
        ),
        'Action Camera': noun('camera-gopro', ar.f('كاميرا أكشن', 'كاميرا الأكشن'), fr.f("caméra d'action")),
        'Instant Camera': noun('camera', ar.f('كاميرا فورية', 'الكاميرا الفورية'), fr.m('appareil photo instantané')),
        'Compact Camera': noun('camera', ar.f('كاميرا مدمجة', 'الكاميرا المدمجة'), fr.m('appareil photo compact')),
        '50mm Prime Lens': noun(
          'camera-iris',
          ar.f('عدسة ثابتة {q} بطول 50 مم', 'العدسة الثابتة {q} بطول 50 مم'),
          fr.m('objectif fixe {q} 50 mm'),
        ),
      },
      qualifiers: [
        modifier('4K', ar.fixed('بدقة 4K'), fr.fixed('4K')),
        modifier('Vlogging', ar.fixed('للتدوين المرئي'), fr.fixed('pour le vlog')),
        TRAVEL,
        modifier('Weather-Sealed', ar.adj('مقاوم للعوامل الجوية'), fr.adj('tropicalisé')),
        RETRO,
      ],
    },
    {
      name: 'Gaming',
      slug: 'gaming',
      icon: 'gamepad-variant',
      price: [19, 179],
      unit: 'Piece',
      colors: 'tech',
      nouns: {
        'Wireless Controller': noun(
          'gamepad-variant',
          ar.f('يد تحكم {q} لاسلكية', 'يد التحكم {q} اللاسلكية'),
          fr.f('manette {q} sans fil'),
        ),
        'Mechanical Keyboard': noun(
          'keyboard',
          ar.f('لوحة مفاتيح {q} ميكانيكية', 'لوحة المفاتيح {q} الميكانيكية'),
          fr.m('clavier mécanique'),
        ),
        'Gaming Mouse': noun('mouse', ar.f('فأرة ألعاب', 'فأرة الألعاب'), fr.f('souris gamer')),
        'Gaming Headset': noun(
          'headset',
          ar.f('سماعة ألعاب {q} بميكروفون', 'سماعة الألعاب {q} بميكروفون'),
          fr.m('casque gamer'),
        ),
        'Charging Dock': noun('battery-charging', ar.f('قاعدة شحن', 'قاعدة الشحن'), fr.f('station de charge')),
      },
      qualifiers: [
        modifier('RGB', ar.fixed('بإضاءة RGB'), fr.fixed('RGB')),
        PRO,
        modifier('Tournament', ar.fixed('للبطولات'), fr.fixed('spécial tournoi')),
        modifier('Wireless', ar.adj('لاسلكي'), fr.fixed('sans fil')),
        COMPACT,
      ],
    },
  ],
};
