import { sellerOrderParamsSchema, sellerOrdersQuerySchema, sellerOrderStatusBodySchema } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { authUser, requireAuth } from '../../plugins/auth.ts';
import { changeOrderStatus, sellerOrders } from './orders.ts';

/** The shop side of orders: a seller token; another shop's order answers 404. */
export function sellerOrderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth(ctx.db, 'seller'));

    app.get('/seller/orders', { schema: { querystring: sellerOrdersQuerySchema } }, async (request) => ({
      message: 'Orders',
      data: await sellerOrders(ctx, authUser(request).id, request.query),
    }));

    app.post(
      '/seller/orders/:id/status',
      { schema: { params: sellerOrderParamsSchema, body: sellerOrderStatusBodySchema } },
      async (request) => ({
        message: 'Order status updated successfully.',
        data: {
          order: await changeOrderStatus(ctx, authUser(request).id, request.params.id, request.body.order_status),
        },
      }),
    );
  };
}
