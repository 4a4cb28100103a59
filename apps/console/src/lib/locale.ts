import { useSyncExternalStore } from 'react';

export type Locale = 'en' | 'ar';
const STORAGE_KEY = 'souk-console-locale';
const listeners = new Set<() => void>();

/** The stored choice, else the browser's language when it is Arabic, else English. */
function initialLocale(): Locale {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored === 'en' || stored === 'ar') return stored;
  return navigator.language.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

let locale = initialLocale();

/** The interface's language, read outside React too (the API client's Accept-Language). */
export function currentLocale(): Locale {
  return locale;
}

export function setLocale(next: Locale): void {
  locale = next;
  localStorage.setItem(STORAGE_KEY, next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale);
}
