import { blogsQuerySchema } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { publicCache } from '../../plugins/response-cache.ts';
import { catalogScope } from '../catalog/scope.ts';
import { blogDetails, listBlogs } from './service.ts';

const slugOrId = z.object({
  slugOrId: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a post name or id')
    .max(255),
});

export function blogRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.get('/blogs', { config: publicCache, schema: { querystring: blogsQuerySchema } }, async (request) => ({
      message: 'Blogs',
      data: await listBlogs(db, request.query),
    }));

    // Not cached: each visit may count as a view.
    app.get('/blog/:slugOrId/details', { schema: { params: slugOrId } }, async (request) => ({
      message: 'Blog',
      data: await blogDetails(db, await catalogScope(context), request.params.slugOrId, request.ip),
    }));
  };
}
