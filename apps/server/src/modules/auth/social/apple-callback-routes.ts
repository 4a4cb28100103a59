import type { FastifyPluginAsync } from 'fastify';
import { acceptFormBodies } from '../../../lib/form-body.ts';

/** What Sign in with Apple posts back (form_post), handed on to the storefront's callback page. */
const FIELDS = ['state', 'code', 'id_token', 'user', 'error'] as const;

/**
 * `POST /auth/callback/apple`: asked for the shopper's name and email (scope `name email`),
 * Apple answers with a form posted to the redirect address instead of a fragment. This turns
 * the post into the storefront's own callback page with the same fields in its fragment (never
 * sent to a server, kept out of logs and history), where the popup hands them to the window
 * that opened it, as for the other providers. Nothing is trusted here: the identity token is
 * verified when the storefront exchanges it.
 */
export function appleCallbackRoutes(): FastifyPluginAsync {
  return async (app) => {
    acceptFormBodies(app);
    app.post('/auth/callback/apple', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const fragment = new URLSearchParams();
      for (const field of FIELDS) {
        const value = body[field];
        if (typeof value === 'string' && value !== '') fragment.set(field, value);
      }
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(`/auth/callback/apple#${fragment}`, 303);
    });
  };
}
