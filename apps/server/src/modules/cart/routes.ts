import {
  cartCheckoutBodySchema,
  cartLineBodySchema,
  cartQuantityBodySchema,
  cartStoreBodySchema,
  flagInput,
} from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { authUser, requireAuth } from '../../plugins/auth.ts';
import { checkoutSummary } from '../checkout/service.ts';
import { addToCart, decrementLine, deleteLine, incrementLine, readCart, updateLineQuantity } from './service.ts';

/**
 * The cart, grouped by shop, and the buy-now slot beside it (`is_buy_now`). Every call needs the
 * customer's token; lines are always looked up through their owner, so another customer's line
 * answers 404.
 */
export function cartRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth(ctx.db, 'customer'));

    app.get(
      '/carts',
      { schema: { querystring: z.object({ is_buy_now: flagInput('is buy now') }) } },
      async (request) => ({
        message: 'Cart',
        data: await readCart(ctx, authUser(request).id, request.query.is_buy_now),
      }),
    );

    app.post('/cart/store', { schema: { body: cartStoreBodySchema } }, async (request) => ({
      message: 'Product added to cart',
      data: await addToCart(ctx, authUser(request).id, request.body),
    }));

    app.post('/cart/increment', { schema: { body: cartLineBodySchema } }, async (request) => ({
      message: 'Cart updated',
      data: await incrementLine(ctx, authUser(request).id, request.body),
    }));

    app.post('/cart/decrement', { schema: { body: cartLineBodySchema } }, async (request) => {
      const { removed, cart } = await decrementLine(ctx, authUser(request).id, request.body);
      return { message: removed ? 'product removed from cart' : 'Cart updated', data: cart };
    });

    app.post('/cart/update-quantity', { schema: { body: cartQuantityBodySchema } }, async (request) => ({
      message: 'Cart updated',
      data: await updateLineQuantity(ctx, authUser(request).id, request.body),
    }));

    app.post('/cart/delete', { schema: { body: cartLineBodySchema } }, async (request) => ({
      message: 'product removed from cart',
      data: await deleteLine(ctx, authUser(request).id, request.body),
    }));

    app.post('/cart/checkout', { schema: { body: cartCheckoutBodySchema } }, async (request) => ({
      message: 'Checkout',
      data: await checkoutSummary(ctx, authUser(request).id, request.body),
    }));
  };
}
