import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestDisplay {
  locale: string | undefined;
  currency: string | undefined;
}

const store = new AsyncLocalStorage<RequestDisplay>();

/**
 * The language the current request's catalogue text is wanted in, or undefined for the default
 * language (the rows' own columns). Kept per request in async context rather than passed down:
 * product cards and category trees are built in many modules (favourites, account lists, blog,
 * SEO), and every one of them should follow Accept-Language without each threading a locale.
 */
export function contentLocale(): string | undefined {
  return store.getStore()?.locale;
}

/**
 * The name of the currency the shopper shows prices in (the storefront's X-Currency header), or
 * undefined. Only amounts the server writes into sentences use it (a voucher's minimum order);
 * every amount in the data stays in the default currency for the storefront to convert.
 */
export function requestCurrencyName(): string | undefined {
  return store.getStore()?.currency;
}

/** Runs `next` (the rest of the request) with `locale` as the content language. */
export function runInLocale<T>(locale: string | undefined, next: () => T, currency?: string): T {
  return store.run({ locale, currency }, next);
}
