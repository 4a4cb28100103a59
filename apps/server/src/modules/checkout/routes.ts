import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { checkoutSummary } from './service.ts';

const { cart } = routes;

/**
 * `POST /cart/checkout`: under the cart's path, but priced here from the cart's lines, as
 * placing the order prices them.
 */
export function checkoutRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    serve(app, db, cart.checkout, async (request) => ({
      message: 'Checkout',
      data: await checkoutSummary(ctx, authUser(request).id, request.body),
    }));
  };
}
