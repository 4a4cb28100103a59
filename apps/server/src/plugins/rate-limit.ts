import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Per-route limits (routes opt in with `config.rateLimit`). An exceeded limit answers 429 with
 * Retry-After and a message saying when to try again. Counters live in process memory, or in
 * `redis` when several processes serve the shop (REDIS_URL), so a limit holds across them all.
 */
export async function registerRateLimit(app: FastifyInstance, redis?: Redis): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'souk:rate:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
}

/** Public forms: a handful of submissions per client address every ten minutes. */
export const formRateLimit = { rateLimit: { max: 5, timeWindow: '10 minutes' } };
