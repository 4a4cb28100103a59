import { themeColorKeys } from '@souk/contract';

/**
 * Applies the shop's theme colours as the primary palette's custom properties, only when all
 * twelve are present; otherwise the built-in palette stays (a partial palette would clash).
 */
export function applyThemeColors(
  colors: Record<string, string>,
  root: HTMLElement = document.documentElement,
): boolean {
  const complete = themeColorKeys.every((key) => typeof colors[key] === 'string' && colors[key] !== '');
  for (const key of themeColorKeys) {
    const property = key === 'primary' ? '--color-primary' : `--color-primary-${key}`;
    if (complete) root.style.setProperty(property, colors[key] ?? '');
    else root.style.removeProperty(property);
  }
  return complete;
}
