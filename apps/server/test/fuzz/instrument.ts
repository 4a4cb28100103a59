import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';

export interface FuzzRoute {
  method: string;
  url: string;
  /** The route's zod schemas, when it declares them (fastify-type-provider-zod). */
  body?: ZodType;
  querystring?: ZodType;
  params?: ZodType;
}

/** Set on answers to requests that got past schema validation into the route's own code. */
export const VALIDATED_HEADER = 'x-fuzz-validated';

/**
 * Watches every Fastify instance built while `build` runs: collects the `/api` routes it
 * registers, so a call added to the server is fuzzed without touching the fuzzer, and marks
 * answers given after validation passed (a refusal there is about state, not about a field).
 */
export async function instrumentApp<T>(build: () => Promise<T>): Promise<{ result: T; routes: FuzzRoute[] }> {
  const routes: FuzzRoute[] = [];
  const validated = new WeakSet<FastifyRequest>();
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || !route.url.startsWith('/api')) continue;
        const schema = (route.schema ?? {}) as Partial<Record<'body' | 'querystring' | 'params', ZodType>>;
        routes.push({
          method,
          url: route.url,
          body: schema.body,
          querystring: schema.querystring,
          params: schema.params,
        });
      }
    });
    // Root hooks run first, so this preHandler sees every request that validation let through.
    fastify.addHook('preHandler', async (request) => {
      validated.add(request);
    });
    fastify.addHook('onSend', async (request, reply) => {
      if (validated.has(request)) reply.header(VALIDATED_HEADER, '1');
    });
  };
  diagnostics.subscribe('fastify.initialization', onInit);
  try {
    return { result: await build(), routes };
  } finally {
    diagnostics.unsubscribe('fastify.initialization', onInit);
  }
}
