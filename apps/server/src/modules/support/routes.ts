import { routes, TICKET_ATTACHMENT_MAX_BYTES, TICKET_ATTACHMENT_MAX_FILES } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { registerMultipartBody } from '../../plugins/multipart-body.ts';
import { attachmentsField } from './attachments.ts';
import { selectIssueTypes } from './queries.ts';
import { createTicket, listTickets, replyToTicket, setTicketStatus, showTicket, ticketMessages } from './service.ts';
import { announceToSupport } from './ticket-events.ts';

const { tickets } = routes;

/**
 * The route's fields with the files a multipart form carries, as `attachments` or
 * `attachments[]` (what browsers' FormData use for lists). Reading files (Buffers, the size
 * limit's marker) is the server's business, so they join the contract's fields here.
 */
const storeSchema = tickets.create.body
  .extend({ attachments: attachmentsField.optional(), 'attachments[]': attachmentsField.optional() })
  .transform(({ 'attachments[]': listed, attachments, ...rest }) => ({
    ...rest,
    attachments: [...(attachments ?? []), ...(listed ?? [])],
  }));

/**
 * The shopper's support tickets; every ticket is looked up through its owner (others answer
 * 404). Opening, answering or cancelling one reaches the support side's open consoles
 * (ticket-events.ts).
 */
export function supportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    serve(app, db, tickets.issueTypes, async () => ({
      message: 'Issue types',
      data: { issue_types: await selectIssueTypes(db) },
    }));

    serve(app, db, tickets.tickets, async (request) => ({
      message: 'Support tickets',
      data: await listTickets(ctx, authUser(request).id, request.query),
    }));

    serve(app, db, tickets.ticket, async (request) => ({
      message: 'Support ticket',
      data: await showTicket(ctx, { userId: authUser(request).id }, request.query.ticket_number),
    }));

    serve(app, db, tickets.messages, async (request) => ({
      message: 'Messages',
      data: await ticketMessages(ctx, { userId: authUser(request).id }, request.query.ticket_number),
    }));

    serve(app, db, tickets.reply, async (request) => {
      const userId = authUser(request).id;
      const data = await replyToTicket(ctx, { userId }, { id: userId, staff: false }, request.body);
      await announceToSupport(ctx, request.body.ticket_number, 'replied');
      return { message: 'Message sent', data };
    });

    serve(app, db, tickets.cancel, async (request) => {
      const userId = authUser(request).id;
      const data = await setTicketStatus(ctx, { userId }, request.body.ticket_number, 'cancel');
      await announceToSupport(ctx, data.support_ticket.ticket_no, 'cancelled');
      return { message: 'Support ticket cancelled.', data };
    });

    // Multipart only here: the form (text fields and files) becomes the body, validated like JSON.
    await app.register(async (scope) => {
      // One file over the limit is still read, so "too many" is a 422 on the field, not a 413.
      const limits = { fileSize: TICKET_ATTACHMENT_MAX_BYTES, files: TICKET_ATTACHMENT_MAX_FILES + 1, fields: 20 };
      await registerMultipartBody(scope, limits);
      serve(scope, db, { ...tickets.create, body: storeSchema }, async (request) => {
        const data = await createTicket(ctx, { userId: authUser(request).id, address: request.ip }, request.body);
        await announceToSupport(ctx, data.support_ticket.ticket_no, 'opened');
        return { message: 'Support ticket created successfully.', data };
      });
    });
  };
}
