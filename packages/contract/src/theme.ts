/**
 * Primary plus the shades primary50..primary950 (the original server's keys, which its storefront
 * checks): twelve values, applied only when all twelve are present.
 */
export const themeColorKeys = [
  'primary',
  'primary50',
  'primary100',
  'primary200',
  'primary300',
  'primary400',
  'primary500',
  'primary600',
  'primary700',
  'primary800',
  'primary900',
  'primary950',
] as const;

export type ThemeColorKey = (typeof themeColorKeys)[number];

/** The custom property a theme colour sets: `--color-primary`, `--color-primary-50`... */
export const themeProperty = (key: ThemeColorKey): string =>
  key === 'primary' ? '--color-primary' : `--color-primary-${key.slice('primary'.length)}`;
