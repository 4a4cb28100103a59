import { AsyncLocalStorage } from 'node:async_hooks';

const store = new AsyncLocalStorage<string | undefined>();

/**
 * The language the current request's catalogue text is wanted in, or undefined for the default
 * language (the rows' own columns). Kept per request in async context rather than passed down:
 * product cards and category trees are built in many modules (favourites, account lists, blog,
 * SEO), and every one of them should follow Accept-Language without each threading a locale.
 */
export function contentLocale(): string | undefined {
  return store.getStore();
}

/** Runs `next` (the rest of the request) with `locale` as the content language. */
export function runInLocale<T>(locale: string | undefined, next: () => T): T {
  return store.run(locale, next);
}
