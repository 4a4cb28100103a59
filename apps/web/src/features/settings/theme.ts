import { themeColorKeys, themeProperty } from '@souk/contract';

/**
 * Applies the shop's theme colours as the primary palette's custom properties, only when all
 * twelve are present; otherwise the built-in palette stays. The server writes the same onto the
 * page's `<html>` (apps/server/src/modules/seo/head.ts), so on a page it drew nothing changes.
 */
export function applyThemeColors(
  colors: Record<string, string>,
  root: HTMLElement = document.documentElement,
): boolean {
  const complete = themeColorKeys.every((key) => typeof colors[key] === 'string' && colors[key] !== '');
  for (const key of themeColorKeys) {
    const property = themeProperty(key);
    const value = complete ? (colors[key] ?? '') : '';
    // Only what changes: any write to the root's style restyles the whole page.
    if (root.style.getPropertyValue(property) === value) continue;
    if (value) root.style.setProperty(property, value);
    else root.style.removeProperty(property);
  }
  return complete;
}
