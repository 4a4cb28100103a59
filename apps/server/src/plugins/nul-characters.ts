import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** The dotted path of the first string under `value` that holds a NUL character, if any. */
function nulField(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulField(inner, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Refuses a NUL character in any validated path, query or body field with a 422 naming it.
 * PostgreSQL cannot store one in text and SQLite would, so without this the same request would
 * fail with a server error on one database and be stored on the other. Parts a route declares
 * no schema for are never read, so they are left alone.
 */
export function registerNulCharacterCheck(app: FastifyInstance): void {
  // preHandler: after validation, so only the fields a schema kept are looked at.
  app.addHook('preHandler', async (request) => {
    const schema = request.routeOptions.schema ?? {};
    const parts = [schema.params && request.params, schema.querystring && request.query, schema.body && request.body];
    for (const part of parts) {
      const field = nulField(part, '');
      if (field !== undefined) {
        const name = field || 'body';
        throw AppError.validation(name, `The ${name.replace(/_/g, ' ')} may not contain a NUL character.`);
      }
    }
  });
}
