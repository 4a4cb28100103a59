import { API_BASE, createApi } from '@souk/client';
import { CURRENCY_HEADER } from '@souk/contract';
import { takeFirstScreenAnswer } from './first-screen.ts';
import { storedLocale } from './locale.ts';

export { ApiError, routePath } from '@souk/client';

interface Session {
  token: () => string | null;
  onUnauthorized: () => void;
}

// The auth feature registers itself here, so this module stays free of feature imports.
let session: Session = { token: () => null, onUnauthorized: () => {} };
export function connectSession(next: Session): void {
  session = next;
}

// The settings feature registers the picked currency's name the same way.
let currencyName: () => string | undefined = () => undefined;
export function connectCurrency(next: () => string | undefined): void {
  currencyName = next;
}

/**
 * Calls the route at an endpoint of the contract (`endpoints`). Every call carries the stored
 * language, the picked currency (for amounts the server writes into messages) and the bearer
 * token when signed in; a 401 clears the session.
 */
export const api = createApi({
  base: API_BASE,
  // The server renders pages with no window: its calls are answered from the written page.
  origin: () => (typeof window === 'undefined' ? undefined : window.location.origin),
  headers: () => {
    const headers: Record<string, string> = { 'Accept-Language': storedLocale() };
    const currency = currencyName();
    if (currency) headers[CURRENCY_HEADER] = currency;
    const token = session.token();
    if (token) headers.Authorization = `Bearer ${token}`;
    return headers;
  },
  onUnauthorized: () => session.onUnauthorized(),
  // Signed-in answers may be personal (favourites); the page's written ones are a guest's.
  answer: ({ method, url, headers }) =>
    headers.Authorization || method !== 'GET'
      ? undefined
      : takeFirstScreenAnswer(url.pathname + url.search, headers['Accept-Language'] ?? ''),
});
