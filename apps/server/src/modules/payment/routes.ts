import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { sandboxGateway } from './gateways.ts';
import { sandboxPageRoutes } from './sandbox-routes.ts';
import { orderPaymentUrl } from './service.ts';

/**
 * Payments: a fresh pay link for an unpaid order (customer token), and the built-in sandbox
 * gateway's hosted page while the sandbox is on.
 */
export function paymentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx.db, routes.payments.payOrder, async (request) => ({
      message: 'Payment link',
      data: {
        order_payment_url: await orderPaymentUrl(
          ctx,
          authUser(request).id,
          request.params.order,
          request.params.method,
        ),
      },
    }));

    const sandbox = sandboxGateway(ctx);
    if (sandbox) await app.register(sandboxPageRoutes(ctx, sandbox));
  };
}
