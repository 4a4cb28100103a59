import {
  supportTicketMessageBodySchema,
  supportTicketsQuerySchema,
  supportTicketStoreBodySchema,
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_ATTACHMENT_MAX_FILES,
  ticketNumberBodySchema,
  ticketNumberQuerySchema,
} from '@souk/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { authUser, requireAuth } from '../../plugins/auth.ts';
import { registerMultipartBody } from '../../plugins/multipart-body.ts';
import { attachmentsField } from './attachments.ts';
import { selectIssueTypes } from './queries.ts';
import { createTicket, listTickets, replyToTicket, setTicketStatus, showTicket, ticketMessages } from './service.ts';

/** Files come as `attachments` or `attachments[]` (what browsers' FormData use for lists). */
const storeSchema = supportTicketStoreBodySchema
  .extend({ attachments: attachmentsField.optional(), 'attachments[]': attachmentsField.optional() })
  .transform(({ 'attachments[]': listed, attachments, ...rest }) => ({
    ...rest,
    attachments: [...(attachments ?? []), ...(listed ?? [])],
  }));

/** The shopper's support tickets; every ticket is looked up through its owner (others answer 404). */
export function supportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/ticket-issue-types', async () => ({
      message: 'Issue types',
      data: {
        issue_types: await selectIssueTypes(ctx.db),
      },
    }));

    await app.register(async (own) => {
      own.addHook('onRequest', requireAuth(ctx.db, 'customer'));
      const api = own.withTypeProvider<ZodTypeProvider>();

      api.get('/support-tickets', { schema: { querystring: supportTicketsQuerySchema } }, async (request) => ({
        message: 'Support tickets',
        data: await listTickets(ctx, authUser(request).id, request.query),
      }));

      api.get('/support-ticket/show', { schema: { querystring: ticketNumberQuerySchema } }, async (request) => ({
        message: 'Support ticket',
        data: await showTicket(ctx, { userId: authUser(request).id }, request.query.ticket_number),
      }));

      api.get('/support-ticket-messages', { schema: { querystring: ticketNumberQuerySchema } }, async (request) => ({
        message: 'Messages',
        data: await ticketMessages(ctx, { userId: authUser(request).id }, request.query.ticket_number),
      }));

      api.post('/support-ticket-message', { schema: { body: supportTicketMessageBodySchema } }, async (request) => {
        const userId = authUser(request).id;
        return {
          message: 'Message sent',
          data: await replyToTicket(ctx, { userId }, { id: userId, staff: false }, request.body),
        };
      });

      api.post('/support-ticket/cancel', { schema: { body: ticketNumberBodySchema } }, async (request) => ({
        message: 'Support ticket cancelled.',
        data: await setTicketStatus(ctx, { userId: authUser(request).id }, request.body.ticket_number, 'cancel'),
      }));

      // Multipart only here: the form (text fields and files) becomes the body, validated like JSON.
      await api.register(async (scope) => {
        // One file over the limit is still read, so "too many" is a 422 on the field, not a 413.
        const limits = { fileSize: TICKET_ATTACHMENT_MAX_BYTES, files: TICKET_ATTACHMENT_MAX_FILES + 1, fields: 20 };
        await registerMultipartBody(scope, limits);
        const upload = scope.withTypeProvider<ZodTypeProvider>();
        upload.post('/support-ticket', { schema: { body: storeSchema } }, async (request) => ({
          message: 'Support ticket created successfully.',
          data: await createTicket(ctx, { userId: authUser(request).id, address: request.ip }, request.body),
        }));
      });
    });
  };
}
