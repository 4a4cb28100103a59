import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { publicCache } from '../../plugins/response-cache.ts';
import { catalogScope } from '../catalog/scope.ts';
import { suggest } from './service.ts';

export function suggestRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    // Shoppers who type the same start of a word get the same answer: cached like other public catalogue reads.
    serve(
      app,
      db,
      routes.suggest.suggestions,
      async (request) => ({
        message: 'Suggestions',
        data: await suggest(db, await catalogScope(context), request.query.q),
      }),
      { config: publicCache },
    );
  };
}
