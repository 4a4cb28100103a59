import { createApi } from '@souk/client';
import { currentLocale } from './locale.ts';
import { currentSession, setSession } from './session.ts';
import { supportViewHeaders } from './support-view.ts';

/** What every call of the console carries: the language, the token, the shop in staff's support view. */
export function consoleHeaders(): Record<string, string> {
  const token = currentSession()?.access.token;
  return {
    'Accept-Language': currentLocale(),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...supportViewHeaders(),
  };
}

/** The route table's typed client, as the signed-in owner; a refused token ends the session. */
export const api = createApi({
  base: '/api',
  origin: () => window.location.origin,
  headers: consoleHeaders,
  onUnauthorized: () => setSession(null),
});
