import type { FastifyInstance } from 'fastify';

/**
 * A query parameter sent empty (`brand_id=&category_id=1`) is one not given, as the original
 * Laravel server's empty-string-to-null middleware had it: its storefront sends every filter
 * of a list on every call, the unset ones empty. Only the query string of `/api` (registered
 * on its scope: the realtime HTTP API signs its query as sent): in a JSON body an empty string
 * is a value a field may refuse by name.
 */
export function registerEmptyQueryValues(app: FastifyInstance): void {
  // preValidation: after the query is parsed, before the route's schema reads it.
  app.addHook('preValidation', async (request) => {
    const query = request.query;
    if (query === null || typeof query !== 'object') return;
    const values = query as Record<string, unknown>;
    for (const [key, value] of Object.entries(values)) if (value === '') delete values[key];
  });
}
