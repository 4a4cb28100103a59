import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { publicCache } from '../../plugins/response-cache.ts';
import { catalogScope } from '../catalog/scope.ts';
import { listShops, shopCategories, shopDetails, topShops } from './service.ts';

const { shops } = routes;
const cached = { config: publicCache };

export function shopRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    serve(
      app,
      db,
      shops.shops,
      async (request) => ({
        message: 'Shops',
        data: await listShops(db, await catalogScope(context), request.query),
      }),
      cached,
    );

    // Registered before /shops/:id so "top" is never read as an id.
    serve(
      app,
      db,
      shops.topShops,
      async () => ({
        message: 'Top shops',
        data: { shops: await topShops(db, await catalogScope(context), 10) },
      }),
      cached,
    );

    serve(
      app,
      db,
      shops.shop,
      async (request) => ({
        message: 'Shop',
        data: { shop: await shopDetails(db, await catalogScope(context), request.params.id) },
      }),
      cached,
    );

    serve(
      app,
      db,
      shops.shopCategories,
      async (request) => ({
        message: 'Shop categories',
        data: await shopCategories(db, await catalogScope(context), request.query.shop_id, request.query),
      }),
      cached,
    );
  };
}
