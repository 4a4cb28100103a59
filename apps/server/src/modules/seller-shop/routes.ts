import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';

export function sellerShopRoutes(_context: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
