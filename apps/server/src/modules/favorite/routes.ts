import { favoriteToggleBodySchema } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { authUser, requireAuth } from '../../plugins/auth.ts';
import { favoriteProducts, toggleFavorite } from './service.ts';

export function favoriteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth(ctx.db, 'customer'));

    app.post('/favorite-add-or-remove', { schema: { body: favoriteToggleBodySchema } }, async (request) => {
      const { added, product } = await toggleFavorite(ctx, authUser(request).id, request.body.product_id);
      return { message: added ? 'Product added to favorites.' : 'Product removed from favorites.', data: { product } };
    });

    app.get('/favorite-products', async (request) => ({
      message: 'Favorite products',
      data: { products: await favoriteProducts(ctx, authUser(request).id) },
    }));
  };
}
