import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { shopOwnerId } from '../../plugins/support-view.ts';
import { shopReviews } from './service.ts';

const { sellerReviews } = routes;

/** What shoppers said of the owner's products: a shop owner's bearer token, scoped to that owner's shop. */
export function sellerReviewRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, db, sellerReviews.reviews, async (request) => ({
      message: 'Reviews',
      data: await shopReviews(db, shopOwnerId(request), request.query),
    }));
  };
}
