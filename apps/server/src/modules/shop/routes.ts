import { idSchema, paginationQuerySchema, shopCategoriesQuerySchema } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { publicCache } from '../../plugins/response-cache.ts';
import { catalogScope } from '../catalog/scope.ts';
import { listShops, shopCategories, shopDetails, topShops } from './service.ts';

export function shopRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.get('/shops', { config: publicCache, schema: { querystring: paginationQuerySchema } }, async (request) => ({
      message: 'Shops',
      data: await listShops(db, await catalogScope(context), request.query),
    }));

    // Registered before /shops/:id so "top" is never read as an id.
    app.get('/shops/top', { config: publicCache }, async () => ({
      message: 'Top shops',
      data: { shops: await topShops(db, await catalogScope(context), 10) },
    }));

    app.get('/shops/:id', { config: publicCache, schema: { params: z.object({ id: idSchema }) } }, async (request) => ({
      message: 'Shop',
      data: { shop: await shopDetails(db, await catalogScope(context), request.params.id) },
    }));

    app.get(
      '/shop-categories',
      { config: publicCache, schema: { querystring: shopCategoriesQuerySchema } },
      async (request) => ({
        message: 'Shop categories',
        data: await shopCategories(db, await catalogScope(context), request.query.shop_id, request.query),
      }),
    );
  };
}
