import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { shopOwnerId } from '../../plugins/support-view.ts';
import { changeOrderStatus, sellerOrder, sellerOrders } from './orders.ts';

const { sellerOrders: orders } = routes;

/** The shop side of orders: a seller token; another shop's order answers 404. */
export function sellerOrderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx.db, orders.orders, async (request) => ({
      message: 'Orders',
      data: await sellerOrders(ctx, shopOwnerId(request), request.query),
    }));

    serve(app, ctx.db, orders.order, async (request) => ({
      message: 'Order details',
      data: { order: await sellerOrder(ctx, shopOwnerId(request), request.params.id) },
    }));

    serve(app, ctx.db, orders.setStatus, async (request) => ({
      message: 'Order status updated successfully.',
      data: {
        order: await changeOrderStatus(ctx, authUser(request).id, request.params.id, request.body.order_status),
      },
    }));
  };
}
