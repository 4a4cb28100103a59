import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { addToCart, decrementLine, deleteLine, incrementLine, readCart, updateLineQuantity } from './service.ts';

const { cart } = routes;

/**
 * The cart, grouped by shop, and the buy-now slot beside it (`is_buy_now`). Every call needs the
 * customer's token; lines are always looked up through their owner, so another customer's line
 * answers 404.
 */
export function cartRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    serve(app, db, cart.cart, async (request) => ({
      message: 'Cart',
      data: await readCart(ctx, authUser(request).id, request.query.is_buy_now),
    }));

    serve(app, db, cart.addToCart, async (request) => ({
      message: 'Product added to cart',
      data: await addToCart(ctx, authUser(request).id, request.body),
    }));

    serve(app, db, cart.incrementLine, async (request) => ({
      message: 'Cart updated',
      data: await incrementLine(ctx, authUser(request).id, request.body),
    }));

    serve(app, db, cart.decrementLine, async (request) => {
      const { removed, cart: data } = await decrementLine(ctx, authUser(request).id, request.body);
      return { message: removed ? 'product removed from cart' : 'Cart updated', data };
    });

    serve(app, db, cart.setLineQuantity, async (request) => ({
      message: 'Cart updated',
      data: await updateLineQuantity(ctx, authUser(request).id, request.body),
    }));

    serve(app, db, cart.deleteLine, async (request) => ({
      message: 'product removed from cart',
      data: await deleteLine(ctx, authUser(request).id, request.body),
    }));
  };
}
