import { createApi } from '@souk/client';
import { currentLocale } from './locale.ts';
import { currentSession, setSession } from './session.ts';

/** The route table's typed client, as the signed-in owner; a refused token ends the session. */
export const api = createApi({
  base: '/api',
  origin: () => window.location.origin,
  headers: () => {
    const token = currentSession()?.access.token;
    return { 'Accept-Language': currentLocale(), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  },
  onUnauthorized: () => setSession(null),
});
