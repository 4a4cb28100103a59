import { type CategorySpec, modifier, noun, phrase } from './catalog-spec.ts';
import { ar } from './grammar-ar.ts';
import { fr } from './grammar-fr.ts';
import { EVERYDAY, PRO, RUGGED, SLIM, TRAVEL } from './modifiers.ts';

const LITE = modifier('Lite', ar.fixed('لايت'), fr.fixed('Lite'));

/** Phones and tablets: smartphones, tablets, smartwatches and accessories. */
export const PHONES_AND_TABLETS: CategorySpec = {
  name: 'Phones & Tablets',
  slug: 'phones-tablets',
  icon: 'cellphone',
  hue: '#7c3aed',
  brands: ['Nexa Mobile', 'Orbit', 'Pixelon'],
  pitches: [
    modifier(
      'with a bright display and battery that lasts the day',
      ar.fixed('بشاشة ساطعة وبطارية تدوم طوال اليوم'),
      fr.fixed('avec un écran lumineux et une batterie qui tient toute la journée'),
    ),
    modifier(
      'made to keep you connected wherever you go',
      ar.adj('مصمَّم لتبقى متصلًا أينما كنت'),
      fr.adj('pensé pour vous garder connecté où que vous soyez'),
    ),
    modifier(
      'fast, secure and easy to set up',
      ar.adj('سريع وآمن وسهل الإعداد', 'سريعة وآمنة وسهلة الإعداد'),
      fr.adj(
        'rapide, sûr et simple à configurer',
        'rapide, sûre et simple à configurer',
        'rapides, sûrs et simples à configurer',
        'rapides, sûres et simples à configurer',
      ),
    ),
  ],
  features: [
    phrase('All-day battery life', 'بطارية تدوم طوال اليوم', "Autonomie d'une journée entière"),
    phrase('Fast charging support', 'دعم الشحن السريع', 'Charge rapide'),
    phrase(
      'Face and fingerprint unlock',
      'فتح القفل بالوجه وببصمة الإصبع',
      'Déverrouillage par le visage et par empreinte digitale',
    ),
    phrase(
      'Dual-band Wi-Fi and Bluetooth 5.3',
      'Wi-Fi ثنائي النطاق وبلوتوث 5.3',
      'Wi-Fi double bande et Bluetooth 5.3',
    ),
    phrase('Regular security updates', 'تحديثات أمنية منتظمة', 'Mises à jour de sécurité régulières'),
    phrase('Recycled aluminium frame', 'إطار من الألومنيوم المعاد تدويره', 'Cadre en aluminium recyclé'),
  ],
  care: phrase(
    'Use a certified charger and keep the software up to date.',
    'استخدم شاحنًا معتمدًا وحافظ على تحديث البرنامج.',
    'Utilisez un chargeur certifié et maintenez le logiciel à jour.',
  ),
  subs: [
    {
      name: 'Smartphones',
      slug: 'smartphones',
      icon: 'cellphone',
      price: [199, 1299],
      unit: 'Piece',
      sizes: 'storage',
      colors: 'tech',
      nouns: {
        'Smartphone 6.1"': noun(
          'cellphone',
          ar.m('هاتف ذكي {q} بشاشة 6.1 بوصة', 'الهاتف الذكي {q} بشاشة 6.1 بوصة'),
          fr.m('smartphone 6,1 pouces'),
        ),
        'Smartphone 6.7" Max': noun(
          'cellphone',
          ar.m('هاتف ذكي {q} ماكس بشاشة 6.7 بوصة', 'الهاتف الذكي {q} ماكس بشاشة 6.7 بوصة'),
          fr.m('smartphone 6,7 pouces Max'),
        ),
        'Compact Smartphone': noun(
          'cellphone-android',
          ar.m('هاتف ذكي صغير الحجم', 'الهاتف الذكي الصغير الحجم'),
          fr.m('smartphone compact'),
        ),
        'Foldable Smartphone': noun(
          'cellphone-android',
          ar.m('هاتف ذكي قابل للطي', 'الهاتف الذكي القابل للطي'),
          fr.m('smartphone pliable'),
        ),
      },
      qualifiers: [
        modifier('5G', ar.fixed('بتقنية 5G'), fr.fixed('5G')),
        modifier('Dual-SIM', ar.fixed('بشريحتين'), fr.fixed('double SIM')),
        modifier('Camera Pro', ar.fixed('بكاميرا احترافية'), fr.fixed('avec appareil photo pro')),
        LITE,
        modifier('Ultra', ar.fixed('ألترا'), fr.fixed('Ultra')),
      ],
    },
    {
      name: 'Tablets',
      slug: 'tablets',
      icon: 'tablet',
      price: [129, 999],
      unit: 'Piece',
      sizes: 'storage',
      colors: 'tech',
      nouns: {
        '10" Tablet': noun(
          'tablet',
          ar.m('جهاز لوحي {q} بشاشة 10 بوصات', 'الجهاز اللوحي {q} بشاشة 10 بوصات'),
          fr.f('tablette {q} 10 pouces'),
        ),
        '11" Pro Tablet': noun(
          'tablet',
          ar.m('جهاز لوحي {q} احترافي بشاشة 11 بوصة', 'الجهاز اللوحي {q} الاحترافي بشاشة 11 بوصة'),
          fr.f('tablette Pro 11 pouces'),
        ),
        '8" Mini Tablet': noun(
          'tablet-android',
          ar.m('جهاز لوحي {q} صغير بشاشة 8 بوصات', 'الجهاز اللوحي {q} الصغير بشاشة 8 بوصات'),
          fr.f('mini-tablette 8 pouces'),
        ),
        'Kids Tablet': noun(
          'tablet-android',
          ar.m('جهاز لوحي {q} للأطفال', 'الجهاز اللوحي {q} للأطفال'),
          fr.f('tablette {q} pour enfants'),
        ),
      },
      qualifiers: [
        modifier('Wi-Fi', ar.fixed('بشبكة Wi-Fi'), fr.fixed('Wi-Fi')),
        modifier('Wi-Fi + Cellular', ar.fixed('بشبكة Wi-Fi وخلوية'), fr.fixed('Wi-Fi + cellulaire')),
        LITE,
        PRO,
        EVERYDAY,
      ],
    },
    {
      name: 'Smartwatches',
      slug: 'smartwatches',
      icon: 'watch-variant',
      price: [39, 449],
      unit: 'Piece',
      colors: 'tech',
      nouns: {
        Smartwatch: noun('watch-variant', ar.f('ساعة ذكية', 'الساعة الذكية'), fr.f('montre connectée')),
        'Fitness Tracker': noun(
          'heart-pulse',
          ar.m('سوار {q} لتتبع اللياقة', 'السوار {q} لتتبع اللياقة'),
          fr.m("bracelet d'activité"),
        ),
        'Sport Smartwatch': noun(
          'watch-variant',
          ar.f('ساعة ذكية {q} رياضية', 'الساعة الذكية {q} الرياضية'),
          fr.f('montre connectée {q} sport'),
        ),
        'Kids Smartwatch': noun(
          'watch-variant',
          ar.f('ساعة ذكية {q} للأطفال', 'الساعة الذكية {q} للأطفال'),
          fr.f('montre connectée {q} pour enfants'),
        ),
      },
      qualifiers: [
        modifier('GPS', ar.fixed('بنظام GPS'), fr.fixed('GPS')),
        modifier('AMOLED', ar.fixed('بشاشة AMOLED'), fr.fixed('à écran AMOLED')),
        SLIM,
        RUGGED,
        modifier('Health', ar.fixed('لمتابعة الصحة'), fr.adj('santé', 'santé', 'santé', 'santé')),
      ],
    },
    {
      name: 'Phone Accessories',
      slug: 'phone-accessories',
      icon: 'cable-data',
      price: [8, 69],
      unit: 'Piece',
      colors: 'tech',
      nouns: {
        '30W Fast Charger': noun(
          'power-plug',
          ar.m('شاحن سريع {q} بقوة 30 واط', 'الشاحن السريع {q} بقوة 30 واط'),
          fr.m('chargeur rapide {q} 30 W'),
        ),
        '2m USB-C Cable': noun(
          'cable-data',
          ar.m('كابل {q} بمنفذ USB-C بطول 2 م', 'الكابل {q} بمنفذ USB-C بطول 2 م'),
          fr.m('câble USB-C {q} 2 m'),
        ),
        '10000mAh Power Bank': noun(
          'battery-charging',
          ar.m('شاحن متنقل {q} بسعة 10000 مللي أمبير', 'الشاحن المتنقل {q} بسعة 10000 مللي أمبير'),
          fr.f('batterie externe {q} 10\u00a0000 mAh'),
        ),
        'Clear Phone Case': noun(
          'cellphone',
          ar.m('غطاء هاتف {q} شفاف', 'غطاء الهاتف {q} الشفاف'),
          fr.f('coque de téléphone transparente'),
        ),
        'Wireless Charging Pad': noun(
          'battery-charging',
          ar.f('قاعدة شحن {q} لاسلكية', 'قاعدة الشحن {q} اللاسلكية'),
          fr.m('chargeur {q} à induction'),
        ),
      },
      qualifiers: [
        modifier('Braided', ar.adj('مضفّر'), fr.adj('tressé')),
        SLIM,
        modifier('Magnetic', ar.adj('مغناطيسي'), fr.adj('magnétique')),
        RUGGED,
        TRAVEL,
      ],
    },
  ],
};
