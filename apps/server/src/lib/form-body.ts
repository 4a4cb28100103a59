import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of `app`'s scope read HTML form posts (application/x-www-form-urlencoded) as
 * plain objects of strings. Only the few routes a browser form or a provider posts to take them;
 * the rest of the API speaks JSON.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}
