/**
 * The shopper's language lives in browser storage under the key `locale` (a plain string, as
 * the specification names it); every request and the message map follow it. Default: en.
 */
const KEY = 'locale';
export const DEFAULT_LOCALE = 'en';

export function storedLocale(): string {
  try {
    return localStorage.getItem(KEY) || DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function saveLocale(locale: string): void {
  localStorage.setItem(KEY, locale);
}
