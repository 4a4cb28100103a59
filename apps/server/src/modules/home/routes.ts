import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { optionalCustomerId } from '../../plugins/auth.ts';
import { publicCache } from '../../plugins/response-cache.ts';
import { catalogScope } from '../catalog/scope.ts';
import { homeData } from './service.ts';

const { catalog } = routes;

/**
 * `GET /home`: the home page puts the catalogue's lists beside the top shops, so it sits above
 * both modules (the shops' cards already read the catalogue's scope and categories).
 */
export function homeRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    serve(
      app,
      db,
      catalog.home,
      async (request) => ({
        message: 'Home',
        data: await homeData(db, await catalogScope(context), request.query, await optionalCustomerId(db, request)),
      }),
      { config: publicCache },
    );
  };
}
