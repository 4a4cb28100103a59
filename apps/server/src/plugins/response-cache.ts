import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { onCatalogChange } from '../lib/catalog-events.ts';
import { contentLocale } from '../lib/content-locale.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public catalogue answer: the same for every anonymous shopper in one language. */
    publicCache?: boolean;
  }
}

interface Entry {
  body: string;
  etag: string;
}

/**
 * Caches public catalogue answers in memory for `seconds`, keyed by URL and language, and tags
 * every such answer with an ETag so browsers revalidate with a 304. Signed-in requests are
 * never served from it (their answers may be personal). The cache empties whenever the
 * catalogue changes, and `seconds` bounds how long a time-driven change (a flash sale starting
 * or ending) can go unseen.
 */
export function registerResponseCache(app: FastifyInstance, seconds: number): void {
  const cache = new LRUCache<string, Entry>({ max: 2000, ttl: Math.max(seconds, 0) * 1000 || 1 });
  const unsubscribe = onCatalogChange(() => cache.clear());
  app.addHook('onClose', async () => unsubscribe());

  const cacheable = (request: FastifyRequest) =>
    request.routeOptions.config.publicCache === true && request.method === 'GET' && !request.headers.authorization;
  // The language the message-language hook resolved (one entry per language, however the
  // Accept-Language header is spelled): names, descriptions and messages all depend on it.
  const keyOf = (request: FastifyRequest) => `${contentLocale() ?? ''}\n${request.url}`;
  const answer = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    reply
      .header('x-cache', 'hit')
      .header('etag', entry.etag)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language');
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  };

  // Callback hooks, not async ones: every request passes here, and a promise each costs. A hit
  // is answered without calling `done`, which ends the request's hooks there.
  app.addHook('onRequest', (request, reply, done) => {
    const hit = cacheable(request) && seconds > 0 ? cache.get(keyOf(request)) : undefined;
    if (hit) answer(request, reply, hit);
    else done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!cacheable(request) || reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('etag'))
      return done(null, payload);
    const entry = { body: payload, etag: `"${createHash('sha1').update(payload).digest('base64url')}"` };
    if (seconds > 0) cache.set(keyOf(request), entry);
    // Says whether the cache answered, so operators and the bench can tell cached answers apart.
    reply
      .header('x-cache', 'miss')
      .header('etag', entry.etag)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language');
    if (request.headers['if-none-match'] === entry.etag) {
      reply.code(304);
      return done(null, '');
    }
    done(null, payload);
  });
}

/** Route config marking a public catalogue answer as cacheable. */
export const publicCache = { publicCache: true };
