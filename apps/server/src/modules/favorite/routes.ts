import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { favoriteProducts, toggleFavorite } from './service.ts';

const { favorites } = routes;

/** The customer's favourite products: the toggle and the list. */
export function favoriteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    serve(app, db, favorites.toggle, async (request) => {
      const { added, product } = await toggleFavorite(ctx, authUser(request).id, request.body.product_id);
      return { message: added ? 'Product added to favorites.' : 'Product removed from favorites.', data: { product } };
    });

    serve(app, db, favorites.products, async (request) => ({
      message: 'Favorite products',
      data: { products: await favoriteProducts(ctx, authUser(request).id) },
    }));
  };
}
