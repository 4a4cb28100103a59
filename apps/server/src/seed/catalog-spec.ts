import type { ArabicModifier, ArabicNoun } from './grammar-ar.ts';
import type { FrenchModifier, FrenchNoun } from './grammar-fr.ts';

/**
 * The shapes of the demo catalogue and the option sets products draw from (colours, sizes,
 * units). Prices are in whole currency units here; the generator turns them into minor units.
 * Product texts are built from words given in each of the demo's languages: English strings,
 * and Arabic and French nouns and modifiers that agree with each other (grammar-ar.ts,
 * grammar-fr.ts).
 */

/** A text that reads the same whatever product it describes, in each language. */
export interface Phrase {
  en: string;
  ar: string;
  fr: string;
}

/** A product noun: the mdi icon its pictures show, and the noun in Arabic and French. */
export interface Noun {
  icon: string;
  ar: ArabicNoun;
  fr: FrenchNoun;
}

/** Words that describe a product (a qualifier in its name, a pitch), agreeing with its noun. */
export interface Modifier {
  en: string;
  ar: ArabicModifier;
  fr: FrenchModifier;
}

export const phrase = (en: string, ar: string, fr: string): Phrase => ({ en, ar, fr });
export const noun = (icon: string, ar: ArabicNoun, fr: FrenchNoun): Noun => ({ icon, ar, fr });
export const modifier = (en: string, ar: ArabicModifier, fr: FrenchModifier): Modifier => ({ en, ar, fr });

export interface ColorOption {
  name: string;
  ar: string;
  fr: string;
  hex: string;
  /** Premium finishes cost a little more, priced as a share of the product price. */
  premium?: boolean;
}

export interface SizeSet {
  names: readonly string[];
  /** Extra price per size: minor units, or a share of the product price when `relative`. */
  extras: readonly number[];
  relative?: boolean;
}

export interface SubCategorySpec {
  name: string;
  slug: string;
  /** mdi icon of the sub-category tile. */
  icon: string;
  /** Product nouns by their English name. */
  nouns: Readonly<Record<string, Noun>>;
  qualifiers: readonly Modifier[];
  /** Name pattern in every language; {q} is the qualifier and {n} the noun. Books read "Title (Format)". */
  pattern?: string;
  price: readonly [number, number];
  unit: string;
  sizes?: keyof typeof SIZE_SETS;
  colors?: keyof typeof COLOR_SETS;
}

export interface CategorySpec {
  name: string;
  slug: string;
  icon: string;
  /** Hue of the category's artwork when a product has no colour of its own. */
  hue: string;
  brands: readonly string[];
  /** Half-sentences that follow "<Name> from <Brand>, ..." in a description. */
  pitches: readonly Modifier[];
  features: readonly Phrase[];
  care: Phrase;
  subs: readonly SubCategorySpec[];
}

export const UNITS = ['Piece', 'Pair', 'Kg', 'Litre', 'Pack', 'Box', 'Set', 'Bottle'] as const;

// Shared by two sets each.
const SKY_BLUE = { name: 'Sky Blue', ar: 'أزرق سماوي', fr: 'Bleu ciel', hex: '#38bdf8' };
const CORAL = { name: 'Coral', ar: 'مرجاني', fr: 'Corail', hex: '#fb7185' };

/** Colour names as shoppers read them (standalone, so the Arabic ones are masculine). */
export const COLOR_SETS = {
  apparel: [
    { name: 'Black', ar: 'أسود', fr: 'Noir', hex: '#111827' },
    { name: 'White', ar: 'أبيض', fr: 'Blanc', hex: '#f9fafb' },
    { name: 'Navy', ar: 'كحلي', fr: 'Bleu marine', hex: '#1e3a8a' },
    { name: 'Red', ar: 'أحمر', fr: 'Rouge', hex: '#b91c1c' },
    { name: 'Olive', ar: 'زيتي', fr: 'Vert olive', hex: '#4d7c0f' },
    { name: 'Beige', ar: 'بيج', fr: 'Beige', hex: '#d6c3a5' },
    { name: 'Blush Pink', ar: 'وردي فاتح', fr: 'Rose poudré', hex: '#f9a8d4' },
    SKY_BLUE,
    { name: 'Mustard', ar: 'خردلي', fr: 'Moutarde', hex: '#ca8a04' },
    { name: 'Heather Grey', ar: 'رمادي ملانج', fr: 'Gris chiné', hex: '#9ca3af' },
  ],
  tech: [
    { name: 'Midnight Black', ar: 'أسود داكن', fr: 'Noir minuit', hex: '#0f172a' },
    { name: 'Silver', ar: 'فضي', fr: 'Argent', hex: '#cbd5e1' },
    { name: 'Space Grey', ar: 'رمادي فلكي', fr: 'Gris sidéral', hex: '#475569' },
    { name: 'Ocean Blue', ar: 'أزرق محيطي', fr: 'Bleu océan', hex: '#1d4ed8' },
    { name: 'Gold', ar: 'ذهبي', fr: 'Or', hex: '#d4a017', premium: true },
    { name: 'Rose Gold', ar: 'ذهبي وردي', fr: 'Or rose', hex: '#b76e79', premium: true },
  ],
  home: [
    { name: 'Charcoal', ar: 'فحمي', fr: 'Anthracite', hex: '#374151' },
    { name: 'Cream', ar: 'كريمي', fr: 'Crème', hex: '#f5f0e1' },
    { name: 'Terracotta', ar: 'طيني', fr: 'Terre cuite', hex: '#c2410c' },
    { name: 'Sage', ar: 'أخضر مريمي', fr: 'Vert sauge', hex: '#84a98c' },
    { name: 'Walnut', ar: 'جوزي', fr: 'Noyer', hex: '#5c4033', premium: true },
    { name: 'Copper', ar: 'نحاسي', fr: 'Cuivre', hex: '#b87333', premium: true },
  ],
  shades: [
    { name: 'Nude', ar: 'نود', fr: 'Nude', hex: '#c8a28b' },
    { name: 'Rose', ar: 'وردي', fr: 'Rose', hex: '#e11d48' },
    { name: 'Berry', ar: 'توتي', fr: 'Framboise', hex: '#831843' },
    CORAL,
    { name: 'Mocha', ar: 'موكا', fr: 'Moka', hex: '#6f4e37' },
  ],
  kids: [
    { name: 'Sunshine Yellow', ar: 'أصفر مشمس', fr: 'Jaune soleil', hex: '#facc15' },
    SKY_BLUE,
    { name: 'Mint', ar: 'نعناعي', fr: 'Menthe', hex: '#6ee7b7' },
    CORAL,
    { name: 'Lilac', ar: 'ليلكي', fr: 'Lilas', hex: '#c4b5fd' },
  ],
} satisfies Record<string, readonly ColorOption[]>;

export const SIZE_SETS = {
  apparel: { names: ['S', 'M', 'L', 'XL'], extras: [0, 0, 200, 400] },
  shoe: { names: ['40', '41', '42', '43', '44'], extras: [0, 0, 0, 0, 300] },
  storage: { names: ['128 GB', '256 GB', '512 GB'], extras: [0, 0.15, 0.35], relative: true },
  memory: { names: ['8 GB RAM', '16 GB RAM', '32 GB RAM'], extras: [0, 0.12, 0.3], relative: true },
  volume: { names: ['30 ml', '50 ml', '100 ml'], extras: [0, 0.4, 0.9], relative: true },
  weight: { names: ['500 g', '1 kg', '2 kg'], extras: [0, 0.8, 1.5], relative: true },
} satisfies Record<string, SizeSet>;
