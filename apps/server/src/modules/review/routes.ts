import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { writeReview } from './service.ts';

const { reviews } = routes;

/**
 * A shopper's reviews of what they received. No rate limit of its own, like the other signed-in
 * writes: one review per product per delivered order already bounds how many a customer can write.
 */
export function reviewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx.db, reviews.writeReview, async (request) => ({
      message: 'Thank you for your review.',
      data: await writeReview(ctx, authUser(request).id, request.body),
    }));
  };
}
