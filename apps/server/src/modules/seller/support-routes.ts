import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { formRateLimit } from '../../plugins/rate-limit.ts';
import { selectTicketHeads } from '../support/queries.ts';
import { replyToTicket, setTicketStatus, showTicket } from '../support/service.ts';
import { announceTicket } from '../support/ticket-events.ts';
import { toTicketSummary } from '../support/view.ts';
import { staffLogin, staffReader } from './support.ts';

const { staffTickets } = routes;

/**
 * Staff side of support tickets on the seller API: a shop's owner answers tickets about that
 * shop's orders; platform staff (staff-login) answer any. Other tickets answer 404. A reply or
 * a closing reaches the shopper's open pages (ticket-events.ts).
 */
export function sellerSupportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    serve(
      app,
      db,
      staffTickets.staffLogin,
      async (request) => ({
        message: 'Login successful',
        data: await staffLogin(ctx, request.body, request.ip),
      }),
      { config: formRateLimit },
    );

    serve(app, db, staffTickets.tickets, async (request) => {
      const reader = await staffReader(ctx, authUser(request));
      const heads = await selectTicketHeads(db, reader, request.query.status);
      return {
        message: 'Support tickets',
        data: { total: heads.length, support_tickets: heads.map(toTicketSummary) },
      };
    });

    serve(app, db, staffTickets.ticket, async (request) => ({
      message: 'Support ticket',
      data: await showTicket(ctx, await staffReader(ctx, authUser(request)), request.query.ticket_number),
    }));

    serve(app, db, staffTickets.reply, async (request) => {
      const user = authUser(request);
      const sender = { id: user.id, staff: true, highlighted: request.body.is_highlighted };
      const data = await replyToTicket(ctx, await staffReader(ctx, user), sender, request.body);
      await announceTicket(ctx, request.body.ticket_number);
      return { message: 'Message sent', data };
    });

    serve(app, db, staffTickets.setStatus, async (request) => {
      const user = authUser(request);
      const reader = await staffReader(ctx, user);
      const data = await setTicketStatus(ctx, reader, request.body.ticket_number, request.body.status, user.id);
      await announceTicket(ctx, request.body.ticket_number);
      return { message: 'Support ticket updated.', data };
    });
  };
}
