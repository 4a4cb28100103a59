import { randomBytes } from 'node:crypto';
import type {
  SupportTicketResponse,
  supportTicketStoreBodySchema,
  SupportTicketsResponse,
  supportTicketsQuerySchema,
} from '@souk/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/queries.ts';
import { isoAt } from '../../lib/clock.ts';
import type { Uploader } from '../../lib/uploads/quota.ts';
import { storeWithinLimits } from '../../lib/uploads/within-limits.ts';
import { type AttachmentUpload, attachmentBatch } from './attachments.ts';
import {
  addTicketMessage,
  closeTicket,
  findIssueType,
  findOwnOrder,
  findTicketHead,
  insertTicket,
  insertTicketAttachments,
  selectTicketAttachments,
  selectTicketHeads,
  selectTicketMessages,
  setTicketNumber,
  type TicketReader,
  ticketCounts,
} from './queries.ts';
import { toTicket, toTicketMessage, toTicketSummary } from './view.ts';

type StoreInput = z.output<typeof supportTicketStoreBodySchema> & { attachments: AttachmentUpload[] };

/** `GET /support-tickets?status`: the caller's tickets, newest first, with counts over all of them. */
export async function listTickets(
  ctx: AppContext,
  userId: number,
  query: z.output<typeof supportTicketsQuerySchema>,
): Promise<SupportTicketsResponse> {
  const [heads, counts] = await Promise.all([
    selectTicketHeads(ctx.db, { userId }, query.status),
    ticketCounts(ctx.db, userId),
  ]);
  // `total` counts the listed status (every ticket without one), so the paginator matches the list.
  const page = heads.slice((query.page - 1) * query.per_page, query.page * query.per_page);
  return { ...counts, total: heads.length, support_tickets: page.map(toTicketSummary) };
}

/** A ticket the reader may see; any other answers 404. */
export async function findTicket(ctx: AppContext, reader: TicketReader, ticketNumber: string) {
  const head = await findTicketHead(ctx.db, reader, ticketNumber.toUpperCase());
  if (!head) throw AppError.notFound('Support ticket');
  return head;
}

/** The ticket with its thread, attachments and the messages staff highlighted. */
export async function showTicket(
  ctx: AppContext,
  reader: TicketReader,
  ticketNumber: string,
): Promise<SupportTicketResponse> {
  const head = await findTicket(ctx, reader, ticketNumber);
  const [messages, attachments] = await Promise.all([
    selectTicketMessages(ctx.db, head.id),
    selectTicketAttachments(ctx.db, head.id),
  ]);
  const ticket = toTicket(head, messages, attachments);
  return { support_ticket: ticket, highlighted_messages: ticket.messages.filter((m) => m.is_highlighted) };
}

export async function ticketMessages(ctx: AppContext, reader: TicketReader, ticketNumber: string) {
  const head = await findTicket(ctx, reader, ticketNumber);
  return { messages: (await selectTicketMessages(ctx.db, head.id)).map(toTicketMessage) };
}

/** "RC000123", "#rc000123" -> "#RC000123", the stored order code. */
function orderCode(text: string): string {
  return `#${text.replace(/^#/, '').toUpperCase()}`;
}

/**
 * `POST /support-ticket`: a running ticket whose first thread message is the shopper's text. An
 * order number must be one of the shopper's own orders; its shop's staff may then answer.
 * Attachments count against the uploader's daily allowances (lib/uploads/within-limits.ts).
 */
export async function createTicket(
  ctx: AppContext,
  uploader: Uploader,
  body: StoreInput,
): Promise<SupportTicketResponse> {
  const { userId } = uploader;
  const issue = await findIssueType(ctx.db, body.issue_type);
  if (!issue) throw AppError.validation('issue_type', 'The selected issue type is invalid.');
  const order = body.order_number ? await findOwnOrder(ctx.db, userId, orderCode(body.order_number)) : undefined;
  if (body.order_number && !order) {
    throw AppError.validation('order_number', 'The order number does not match any of your orders.');
  }
  const now = isoAt(ctx.clock);
  // Files are written first so the transaction waits on no disk or bucket; a failed insert removes them.
  const ticketNumber = await storeWithinLimits(ctx, uploader, attachmentBatch(body.attachments), (files) =>
    ctx.db.transaction().execute(async (trx) => {
      const ticketId = await insertTicket(trx, {
        // Unique placeholder until the id is known.
        ticket_number: `new-${randomBytes(8).toString('hex')}`,
        user_id: userId,
        issue_type_id: issue.id,
        order_id: order?.id ?? null,
        shop_id: order?.shop_id ?? null,
        subject: body.subject,
        message: body.message,
        email: body.email,
        phone: body.phone,
        status: 'running',
        created_at: now,
        updated_at: now,
      });
      const number = `TKT-${String(ticketId).padStart(6, '0')}`;
      await setTicketNumber(trx, ticketId, number);
      const first = { ticket_id: ticketId, sender_id: userId, message: body.message, is_staff: 0, is_highlighted: 0 };
      await addTicketMessage(trx, first, now);
      if (files.length > 0) {
        await insertTicketAttachments(
          trx,
          files.map((file) => ({ ...file, ticket_id: ticketId, created_at: now })),
        );
      }
      return number;
    }),
  );
  return showTicket(ctx, { userId }, ticketNumber);
}

/**
 * A reply in the thread (the shopper's own, or staff's through the seller API): only while the
 * ticket is running.
 */
export async function replyToTicket(
  ctx: AppContext,
  reader: TicketReader,
  sender: { id: number; staff: boolean; highlighted?: boolean },
  input: { ticket_number: string; message: string },
) {
  const head = await findTicket(ctx, reader, input.ticket_number);
  const now = isoAt(ctx.clock);
  const added = await ctx.db.transaction().execute(async (trx) => {
    const message = {
      ticket_id: head.id,
      sender_id: sender.id,
      message: input.message,
      is_staff: sender.staff ? 1 : 0,
      is_highlighted: sender.highlighted ? 1 : 0,
    };
    if (!(await addTicketMessage(trx, message, now))) return false;
    if ('platform' in reader) {
      await recordAudit(trx, ctx.clock, {
        actorId: sender.id,
        action: 'support_ticket.reply',
        subjectType: 'support_ticket',
        subjectId: head.ticket_number,
        before: null,
        after: { message: input.message, highlighted: Boolean(sender.highlighted) },
      });
    }
    return true;
  });
  if (!added) throw new AppError(422, 'This ticket is closed; replies are no longer possible.');
  return ticketMessages(ctx, reader, head.ticket_number);
}

/** Closes a running ticket: the shopper withdraws it (cancel) or staff resolve it (completed). */
export async function setTicketStatus(
  ctx: AppContext,
  reader: TicketReader,
  ticketNumber: string,
  status: 'completed' | 'cancel',
  actorId?: number,
): Promise<SupportTicketResponse> {
  const head = await findTicket(ctx, reader, ticketNumber);
  const closed = await ctx.db.transaction().execute(async (trx) => {
    if (!(await closeTicket(trx, head.id, status, isoAt(ctx.clock)))) return false;
    // Platform staff's closings are the platform console's changes: the audit log keeps them.
    if ('platform' in reader && actorId !== undefined) {
      await recordAudit(trx, ctx.clock, {
        actorId,
        action: status === 'completed' ? 'support_ticket.resolve' : 'support_ticket.cancel',
        subjectType: 'support_ticket',
        subjectId: head.ticket_number,
        before: { status: 'running' },
        after: { status },
      });
    }
    return true;
  });
  if (!closed) throw new AppError(422, 'Only a running ticket can be closed.');
  return showTicket(ctx, reader, head.ticket_number);
}
