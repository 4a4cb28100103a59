import { hasChosenLocale, saveLocale, storedLocale } from '../../lib/locale.ts';
import { type Direction, useSettingsStore } from './store.ts';

/** How languages are named ("ar", "fr", "pt-br"); anything else in the parameter is not one. */
const LANGUAGE_CODE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/;

/**
 * A link may name its language with `?lang=` (the search-engine pages' hreflang alternates do).
 * Called before the first request and paint, it makes that language the shopper's choice, as
 * the language menu would: saved, with its direction. A code the shop does not offer (by the
 * last master data) is ignored. The parameter then leaves the address, so a reload never
 * undoes a later choice from the menu, and the page's plain link is what gets shared: it opens
 * in each reader's own language. On a first visit (no master data yet) an unknown code falls
 * back to the server's default through the settings sync.
 */
export function adoptLinkedLanguage(location: Location = window.location, history: History = window.history): void {
  const url = new URL(location.href);
  const requested = url.searchParams.get('lang')?.trim().toLowerCase();
  if (requested === undefined) return;
  url.searchParams.delete('lang');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);

  const { master, setDirection } = useSettingsStore.getState();
  const offered = master ? master.languages.find((l) => l.name === requested) : undefined;
  if (!LANGUAGE_CODE.test(requested) || (master && !offered) || requested === storedLocale()) return;
  saveLocale(requested);
  const direction = offered?.direction ?? servedDirection(requested);
  if (direction) setDirection(direction);
}

/** The direction the server wrote into a page it rendered in this language (`<html lang dir>`). */
function servedDirection(language: string): Direction | undefined {
  const html = document.documentElement;
  return html.lang === language && (html.dir === 'rtl' || html.dir === 'ltr') ? html.dir : undefined;
}

/**
 * On a first visit (no language chosen yet), the shopper reads the shop in the language the
 * server drew the page in, `<html lang dir>`: the shop's default, which staff choose in the
 * console (modules/seo/pages.ts). Without it every new visitor would ask for English, whatever
 * the shop's default, and never hydrate the page the server drew in another language. Called
 * after adoptLinkedLanguage, whose `?lang=` comes first.
 */
export function adoptServedLanguage(html: HTMLElement = document.documentElement): void {
  // A page in the language a first visit reads anyway (en) is left unsaved, as before: a page the
  // server did not draw says en too, and must not make en the shopper's choice.
  if (hasChosenLocale() || html.lang === storedLocale() || !LANGUAGE_CODE.test(html.lang)) return;
  saveLocale(html.lang);
  if (html.dir === 'rtl' || html.dir === 'ltr') useSettingsStore.getState().setDirection(html.dir);
}
