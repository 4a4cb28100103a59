import {
  sellerLoginBodySchema,
  sellerTicketMessageBodySchema,
  sellerTicketStatusBodySchema,
  supportTicketsQuerySchema,
  ticketNumberQuerySchema,
} from '@souk/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { authUser, requireAuth } from '../../plugins/auth.ts';
import { formRateLimit } from '../../plugins/rate-limit.ts';
import { selectTicketHeads } from '../support/queries.ts';
import { replyToTicket, setTicketStatus, showTicket } from '../support/service.ts';
import { toTicketSummary } from '../support/view.ts';
import { staffLogin, staffReader } from './support.ts';

/**
 * Staff side of support tickets on the seller API: a shop's owner answers tickets about that
 * shop's orders; platform staff (staff-login) answer any. Other tickets answer 404.
 */
export function sellerSupportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/seller/staff-login',
      { schema: { body: sellerLoginBodySchema }, config: formRateLimit },
      async (request) => ({
        message: 'Login successful',
        data: await staffLogin(ctx, request.body, request.ip),
      }),
    );

    await app.register(async (staff) => {
      staff.addHook('onRequest', requireAuth(ctx.db, 'seller'));
      const api = staff.withTypeProvider<ZodTypeProvider>();

      api.get('/seller/support-tickets', { schema: { querystring: supportTicketsQuerySchema } }, async (request) => {
        const reader = await staffReader(ctx, authUser(request));
        const heads = await selectTicketHeads(ctx.db, reader, request.query.status);
        return {
          message: 'Support tickets',
          data: { total: heads.length, support_tickets: heads.map(toTicketSummary) },
        };
      });

      api.get('/seller/support-ticket/show', { schema: { querystring: ticketNumberQuerySchema } }, async (request) => ({
        message: 'Support ticket',
        data: await showTicket(ctx, await staffReader(ctx, authUser(request)), request.query.ticket_number),
      }));

      api.post(
        '/seller/support-ticket-message',
        { schema: { body: sellerTicketMessageBodySchema } },
        async (request) => {
          const user = authUser(request);
          const sender = { id: user.id, staff: true, highlighted: request.body.is_highlighted };
          return {
            message: 'Message sent',
            data: await replyToTicket(ctx, await staffReader(ctx, user), sender, request.body),
          };
        },
      );

      api.post(
        '/seller/support-ticket/status',
        { schema: { body: sellerTicketStatusBodySchema } },
        async (request) => ({
          message: 'Support ticket updated.',
          data: await setTicketStatus(
            ctx,
            await staffReader(ctx, authUser(request)),
            request.body.ticket_number,
            request.body.status,
          ),
        }),
      );
    });
  };
}
