import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Per-route limits (routes opt in with `config.rateLimit`). An exceeded limit answers 429 with
 * Retry-After and a message saying when to try again. Counters live in process memory, or in
 * `redis` when several processes serve the shop (REDIS_URL), so a limit holds across them all.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  limits: { formsPer10Minutes: number },
  redis?: Redis,
): Promise<void> {
  app.decorate('formSubmissionLimit', limits.formsPer10Minutes);
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'souk:rate:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    formSubmissionLimit: number;
  }
}

/** Public forms: a handful of submissions per client address every ten minutes (FORM_SUBMISSIONS_PER_10_MINUTES). */
export const formRateLimit = {
  rateLimit: { max: (request: FastifyRequest) => request.server.formSubmissionLimit, timeWindow: '10 minutes' },
};
