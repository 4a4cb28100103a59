import { HEX_COLOUR, type ThemeColorKey } from '@souk/contract';
import { clampChroma, formatHex, type Oklch, oklch, wcagContrast } from 'culori';

/** The shades of the palette, lightest first, and the one the chosen colour becomes. */
const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
const ANCHOR = 600;

/**
 * Each shade's OKLCH lightness and share of the chosen colour's chroma in a palette whose 600
 * is a mid-tone: a Tailwind-like ramp, as the built-in palette is. A chosen colour lighter or
 * darker than that 600 stretches the ramp on its side, so the order of the shades holds.
 */
const RAMP: Record<(typeof SHADES)[number], { l: number; c: number }> = {
  50: { l: 0.975, c: 0.15 },
  100: { l: 0.945, c: 0.3 },
  200: { l: 0.89, c: 0.55 },
  300: { l: 0.82, c: 0.8 },
  400: { l: 0.72, c: 0.95 },
  500: { l: 0.63, c: 1 },
  600: { l: 0.53, c: 1 },
  700: { l: 0.46, c: 0.95 },
  800: { l: 0.39, c: 0.85 },
  900: { l: 0.33, c: 0.75 },
  950: { l: 0.22, c: 0.6 },
};
const LIGHTEST = RAMP[50].l;
const DARKEST = RAMP[950].l;

export type Palette = Record<ThemeColorKey, string>;

/** Whether `value` is a colour the server takes (`#rrggbb`). */
export const isHexColour = (value: string | undefined): value is string => HEX_COLOUR.test(value ?? '');

/** The lightness of a shade, its ramp's stretched so the chosen colour's lightness sits at 600. */
function lightnessOf(shade: (typeof SHADES)[number], anchor: number): number {
  const base = RAMP[ANCHOR].l;
  const target = RAMP[shade].l;
  if (target >= base) {
    const top = Math.max(LIGHTEST, anchor);
    return anchor + ((target - base) / (LIGHTEST - base)) * (top - anchor);
  }
  const bottom = Math.min(DARKEST, anchor * 0.45);
  return anchor - ((base - target) / (base - DARKEST)) * (anchor - bottom);
}

/**
 * The twelve theme colours from one: `primary` and the 600 shade are the colour itself, the
 * other shades keep its hue, in OKLCH (where equal steps of lightness look equal), their
 * chroma brought into the screen's gamut.
 */
export function generatePalette(primary: string): Palette {
  const chosen = oklch(primary);
  if (!chosen) throw new Error(`not a colour: ${primary}`);
  const hex = formatHex(chosen);
  const shade = (step: (typeof SHADES)[number]) => {
    if (step === ANCHOR) return hex;
    const colour: Oklch = {
      mode: 'oklch',
      l: lightnessOf(step, chosen.l),
      c: (chosen.c ?? 0) * RAMP[step].c,
      h: chosen.h ?? 0,
    };
    return formatHex(clampChroma(colour, 'oklch'));
  };
  const shades = Object.fromEntries(SHADES.map((step) => [`primary${step}`, shade(step)]));
  return { primary: hex, ...shades } as Palette;
}

/** Contrast a text of normal size needs for WCAG AA. */
export const AA_TEXT = 4.5;

/**
 * The pairs of text and background the storefront draws in the palette's colours (its
 * buttons, links and prices, badges and top bar), each with its WCAG contrast ratio.
 */
export const CONTRAST_PAIRS = [
  { id: 'button', text: '#ffffff', background: 'primary700' },
  { id: 'primaryButton', text: '#ffffff', background: 'primary' },
  { id: 'link', text: 'primary700', background: '#ffffff' },
  { id: 'badge', text: 'primary800', background: 'primary50' },
  { id: 'topBar', text: 'primary50', background: 'primary900' },
] as const;
export type ContrastPair = (typeof CONTRAST_PAIRS)[number];

const colourOf = (palette: Partial<Record<string, string>>, name: string) =>
  name.startsWith('#') ? name : palette[name];

/** Each pair's ratio (null while one of its colours is not a whole `#rrggbb`). */
export function contrastRatios(palette: Partial<Record<string, string>>) {
  return CONTRAST_PAIRS.map((pair) => {
    const text = colourOf(palette, pair.text);
    const background = colourOf(palette, pair.background);
    const ratio = isHexColour(text) && isHexColour(background) ? wcagContrast(text, background) : null;
    return { ...pair, ratio };
  });
}
