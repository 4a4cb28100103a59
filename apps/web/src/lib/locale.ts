/**
 * The shopper's language lives in browser storage under the key `locale` (a plain string, as
 * existing clients read it); every request and the message map follow it. Default: en, or on a
 * first visit the language the server drew the page in (features/settings/language-link.ts).
 */
const KEY = 'locale';
export const DEFAULT_LOCALE = 'en';

// Where there is no storage (the server rendering a page), the language the page is written in.
let unstored = DEFAULT_LOCALE;

export function storedLocale(): string {
  try {
    return localStorage.getItem(KEY) || DEFAULT_LOCALE;
  } catch {
    return unstored;
  }
}

/** The language storedLocale answers where there is no storage (entry-server.tsx). */
export function renderLocale(locale: string): void {
  unstored = locale;
}

/** Whether the browser keeps a language the shopper (or a link) chose: false on a first visit. */
export function hasChosenLocale(): boolean {
  try {
    return Boolean(localStorage.getItem(KEY));
  } catch {
    return false;
  }
}

export function saveLocale(locale: string): void {
  localStorage.setItem(KEY, locale);
}
