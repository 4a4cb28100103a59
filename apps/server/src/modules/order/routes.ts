import { IDEMPOTENCY_KEY_HEADER, routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { type Answer, serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { registerAddressReference } from '../address/usage.ts';
import { placeAgain } from './again.ts';
import { withIdempotency } from './idempotency.ts';
import { placeOrder } from './place.ts';
import { cancelOrder, listOrders, orderDetails } from './service.ts';
import { toOrders } from './view.ts';
import { ownedOrders } from './queries.ts';

const { orders } = routes;

/** The customer's orders. Every order is looked up through its owner: another customer's is 404. */
export function orderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // An address an order was sent to stays: DELETE /address/{id}/delete answers 422 for it.
  registerAddressReference({ table: 'orders', column: 'address_id' });
  const { db } = ctx;
  return async (app) => {
    serve(app, db, orders.placeOrder, async (request, reply) => {
      const userId = authUser(request).id;
      const header = request.headers[IDEMPOTENCY_KEY_HEADER];
      const key = Array.isArray(header) ? header.join(',') : header;
      const body = request.body;
      const response = await withIdempotency(ctx, userId, key, body, async () => {
        const placed = await placeOrder(ctx, userId, {
          shopIds: body.shop_ids,
          addressId: body.address_id,
          paymentMethod: body.payment_method,
          couponCode: body.coupon_code,
          note: body.note,
          buyNow: body.is_buy_now,
          expectedPayable: body.expected_payable,
        });
        const rows = await ownedOrders(ctx.db, { userId })
          .where('o.id', 'in', placed.orderIds)
          .orderBy('o.id')
          .execute();
        return {
          status: 200,
          body: {
            message: 'Order placed successfully.',
            data: {
              order_payment_url: placed.paymentUrl,
              payment_id: placed.paymentId,
              orders: await toOrders(ctx.db, rows),
            },
          },
        };
      });
      // A replay answers what the key's first request did, a refusal (the error body) included:
      // its status is set here, and the answer is checked against that status's schema.
      reply.status(response.status);
      return response.body as Answer<typeof orders.placeOrder>;
    });

    serve(app, db, orders.orderAgain, async (request) => {
      const userId = authUser(request).id;
      const placed = await placeAgain(ctx, userId, request.body);
      const [orderId] = placed.orderIds;
      return {
        message: 'Order placed successfully.',
        data: {
          order_payment_url: placed.paymentUrl,
          order: await orderDetails(ctx, { userId }, orderId ?? 0),
        },
      };
    });

    serve(app, db, orders.orders, async (request) => ({
      message: 'Orders',
      data: await listOrders(ctx, authUser(request).id, request.query),
    }));

    serve(app, db, orders.orderDetails, async (request) => ({
      message: 'Order details',
      data: { order: await orderDetails(ctx, { userId: authUser(request).id }, request.query.order_id) },
    }));

    serve(app, db, orders.cancelOrder, async (request) => ({
      message: 'Order cancelled successfully.',
      data: { order: await cancelOrder(ctx, authUser(request).id, request.body.order_id) },
    }));
  };
}
