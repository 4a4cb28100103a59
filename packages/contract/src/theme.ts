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
