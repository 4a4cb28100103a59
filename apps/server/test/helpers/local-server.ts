import Fastify, { type FastifyInstance } from 'fastify';

/**
 * A small HTTP server on a free local port standing in for an outside service (reCAPTCHA,
 * an SMS gateway, a provider's API). Form bodies arrive as plain objects.
 */
export async function startLocalServer(
  routes: (app: FastifyInstance) => void,
): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  routes(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}
