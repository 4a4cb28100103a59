import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { publicCache } from '../../plugins/response-cache.ts';
import { catalogScope } from '../catalog/scope.ts';
import { blogDetails, listBlogs } from './service.ts';

const { blog } = routes;

export function blogRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    serve(
      app,
      db,
      blog.blogs,
      async (request) => ({
        message: 'Blogs',
        data: await listBlogs(db, request.query),
      }),
      { config: publicCache },
    );

    // Not cached: each visit may count as a view.
    serve(app, db, blog.blog, async (request) => ({
      message: 'Blog',
      data: await blogDetails(db, await catalogScope(context), request.params.slugOrId, request.ip),
    }));
  };
}
