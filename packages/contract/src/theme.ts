/** Primary plus the shades 50..950: twelve values, applied only when all twelve are present. */
export const themeColorKeys = [
  'primary',
  '50',
  '100',
  '200',
  '300',
  '400',
  '500',
  '600',
  '700',
  '800',
  '900',
  '950',
] as const;

export type ThemeColorKey = (typeof themeColorKeys)[number];

/** The custom property a theme colour sets: `--color-primary`, `--color-primary-50`... */
export const themeProperty = (key: ThemeColorKey): string =>
  key === 'primary' ? '--color-primary' : `--color-primary-${key}`;
