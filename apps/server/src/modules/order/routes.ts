import {
  IDEMPOTENCY_KEY_HEADER,
  orderIdBodySchema,
  orderIdQuerySchema,
  ordersQuerySchema,
  placeOrderAgainBodySchema,
  placeOrderBodySchema,
} from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { authUser, requireAuth } from '../../plugins/auth.ts';
import { registerAddressReference } from '../address/usage.ts';
import { placeAgain } from './again.ts';
import { withIdempotency } from './idempotency.ts';
import { placeOrder } from './place.ts';
import { cancelOrder, listOrders, orderDetails } from './service.ts';
import { toOrders } from './view.ts';
import { ownedOrders } from './queries.ts';

/** The customer's orders. Every order is looked up through its owner: another customer's is 404. */
export function orderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // An address an order was sent to stays: DELETE /address/{id}/delete answers 422 for it.
  registerAddressReference({ table: 'orders', column: 'address_id' });
  return async (app) => {
    app.addHook('onRequest', requireAuth(ctx.db, 'customer'));

    app.post('/place-order', { schema: { body: placeOrderBodySchema } }, async (request, reply) => {
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
      return reply.status(response.status).send(response.body);
    });

    app.post('/place-order/again', { schema: { body: placeOrderAgainBodySchema } }, async (request) => {
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

    app.get('/orders', { schema: { querystring: ordersQuerySchema } }, async (request) => ({
      message: 'Orders',
      data: await listOrders(ctx, authUser(request).id, request.query),
    }));

    app.get('/order-details', { schema: { querystring: orderIdQuerySchema } }, async (request) => ({
      message: 'Order details',
      data: { order: await orderDetails(ctx, { userId: authUser(request).id }, request.query.order_id) },
    }));

    app.post('/orders/cancel', { schema: { body: orderIdBodySchema } }, async (request) => ({
      message: 'Order cancelled successfully.',
      data: { order: await cancelOrder(ctx, authUser(request).id, request.body.order_id) },
    }));
  };
}
