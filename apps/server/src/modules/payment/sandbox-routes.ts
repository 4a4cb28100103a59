import { fromMinor, paymentDecisionBodySchema, paymentIdParamsSchema, paymentSignatureSchema } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import type { SandboxGateway } from './gateways.ts';
import { messagePage, sandboxPayPage } from './page.ts';
import { pageView } from './page-view.ts';
import { findPayment, ordersOfPayment } from './queries.ts';
import { recordDecision } from './service.ts';
import { acceptFormBodies } from '../../lib/form-body.ts';

const INVALID_LINK = 'This payment link is invalid or has expired. Start the payment again from your order history.';

/**
 * The built-in sandbox gateway's hosted page. It is reached by a signed, expiring link rather
 * than a token (browsers navigate there without our Authorization header); its form posts the
 * decision with the same signature, and the answer is a 303 back to the storefront's order
 * history. Registered only while the sandbox is on, so its paths answer 404 otherwise.
 */
export function sandboxPageRoutes(ctx: AppContext, sandbox: SandboxGateway): FastifyPluginAsyncZod {
  return async (app) => {
    const { signer } = sandbox;
    // Posted as an HTML form (the pay page) or as pusher-js sends it.
    acceptFormBodies(app);

    // Both are in the route table (payments.sandboxPayPage, payments.sandboxDecision) but stay
    // registered here: an HTML page and a 303 are answers the API document cannot carry yet.
    app.get(
      '/payments/sandbox/:payment_id',
      { schema: { hide: true, params: paymentIdParamsSchema, querystring: paymentSignatureSchema } },
      async (request, reply) => {
        const { payment_id: id } = request.params;
        const { expires, signature, lang, currency } = request.query;
        const view = await pageView(ctx.db, lang, currency);
        const payment = signer.verify(id, expires, signature) ? await findPayment(ctx.db, id) : undefined;
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (!payment) return reply.status(403).send(messagePage(view, 'Payment link expired', INVALID_LINK));
        if (payment.status === 'Paid') {
          return reply.send(messagePage(view, 'Already paid', 'This payment has been received. Thank you!'));
        }
        const orders = await ordersOfPayment(ctx.db, id);
        // The decision posts the link's fields back, language and currency with them.
        const hidden = Object.fromEntries(
          Object.entries({ expires: String(expires), signature, lang, currency }).filter(
            (entry): entry is [string, string] => entry[1] !== undefined,
          ),
        );
        return reply.send(
          await sandboxPayPage(view, {
            paymentId: id,
            amount: fromMinor(payment.amount),
            orderCodes: orders.map((o) => o.order_code),
            hidden,
          }),
        );
      },
    );

    app.post(
      '/payments/sandbox/:payment_id',
      { schema: { hide: true, params: paymentIdParamsSchema, body: paymentDecisionBodySchema } },
      async (request, reply) => {
        const { payment_id: id } = request.params;
        const { expires, signature, decision, lang, currency } = request.body;
        if (!signer.verify(id, expires, signature) || !(await findPayment(ctx.db, id))) {
          return reply
            .status(403)
            .type('text/html; charset=utf-8')
            .send(messagePage(await pageView(ctx.db, lang, currency), 'Payment link expired', INVALID_LINK));
        }
        const result = await recordDecision(ctx, id, decision);
        return reply.redirect(`/order-history?payment=${result}&payment_id=${id}`, 303);
      },
    );
  };
}
