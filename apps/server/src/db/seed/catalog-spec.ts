/**
 * The shapes of the demo catalogue and the option sets products draw from (colours, sizes,
 * units). Prices are in whole currency units here; the generator turns them into minor units.
 */
export interface ColorOption {
  name: string;
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
  /** Product nouns, each with the mdi icon its pictures show. */
  nouns: Readonly<Record<string, string>>;
  qualifiers: readonly string[];
  /** Name pattern; {q} is the qualifier and {n} the noun. Books read "Title (Format)". */
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
  pitches: readonly string[];
  features: readonly string[];
  care: string;
  subs: readonly SubCategorySpec[];
}

export const UNITS = ['Piece', 'Pair', 'Kg', 'Litre', 'Pack', 'Box', 'Set', 'Bottle'] as const;

export const COLOR_SETS = {
  apparel: [
    { name: 'Black', hex: '#111827' },
    { name: 'White', hex: '#f9fafb' },
    { name: 'Navy', hex: '#1e3a8a' },
    { name: 'Red', hex: '#b91c1c' },
    { name: 'Olive', hex: '#4d7c0f' },
    { name: 'Beige', hex: '#d6c3a5' },
    { name: 'Blush Pink', hex: '#f9a8d4' },
    { name: 'Sky Blue', hex: '#38bdf8' },
    { name: 'Mustard', hex: '#ca8a04' },
    { name: 'Heather Grey', hex: '#9ca3af' },
  ],
  tech: [
    { name: 'Midnight Black', hex: '#0f172a' },
    { name: 'Silver', hex: '#cbd5e1' },
    { name: 'Space Grey', hex: '#475569' },
    { name: 'Ocean Blue', hex: '#1d4ed8' },
    { name: 'Gold', hex: '#d4a017', premium: true },
    { name: 'Rose Gold', hex: '#b76e79', premium: true },
  ],
  home: [
    { name: 'Charcoal', hex: '#374151' },
    { name: 'Cream', hex: '#f5f0e1' },
    { name: 'Terracotta', hex: '#c2410c' },
    { name: 'Sage', hex: '#84a98c' },
    { name: 'Walnut', hex: '#5c4033', premium: true },
    { name: 'Copper', hex: '#b87333', premium: true },
  ],
  shades: [
    { name: 'Nude', hex: '#c8a28b' },
    { name: 'Rose', hex: '#e11d48' },
    { name: 'Berry', hex: '#831843' },
    { name: 'Coral', hex: '#fb7185' },
    { name: 'Mocha', hex: '#6f4e37' },
  ],
  kids: [
    { name: 'Sunshine Yellow', hex: '#facc15' },
    { name: 'Sky Blue', hex: '#38bdf8' },
    { name: 'Mint', hex: '#6ee7b7' },
    { name: 'Coral', hex: '#fb7185' },
    { name: 'Lilac', hex: '#c4b5fd' },
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
