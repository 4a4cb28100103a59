import { paginationQuerySchema } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { homeData, pagedCategories } from './service.ts';

export function catalogRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/home', async () => ({ message: 'Home', data: await homeData(db) }));

    app.get('/categories', { schema: { querystring: paginationQuerySchema.partial() } }, async (request) => ({
      message: 'Categories',
      data: await pagedCategories(db, { page: request.query.page ?? 1, per_page: request.query.per_page ?? 100 }),
    }));
  };
}
