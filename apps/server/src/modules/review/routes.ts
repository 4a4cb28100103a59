import { productReviewBodySchema } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { authUser, requireAuth } from '../../plugins/auth.ts';
import { writeReview } from './service.ts';

/**
 * A shopper's reviews of what they received. No rate limit of its own, like the other signed-in
 * writes: one review per product per delivered order already bounds how many a customer can write.
 */
export function reviewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth(ctx.db, 'customer'));

    app.post('/product-review', { schema: { body: productReviewBodySchema } }, async (request) => ({
      message: 'Thank you for your review.',
      data: await writeReview(ctx, authUser(request).id, request.body),
    }));
  };
}
