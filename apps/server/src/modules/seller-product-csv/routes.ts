import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';

export function sellerProductCsvRoutes(_context: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
