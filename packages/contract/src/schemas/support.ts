import { z } from 'zod';
import { idSchema, optionalText, paginationQuerySchema, requiredText } from './common.ts';

/** Ticket states as the reference API names them: open (running), resolved (completed), withdrawn (cancel). */
export const ticketStatuses = ['running', 'completed', 'cancel'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** Attachments: images (PNG, JPEG, WebP, GIF) and PDF, at most 3 per ticket, 5 MB each. */
export const TICKET_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const TICKET_ATTACHMENT_MAX_FILES = 3;
export const ticketAttachmentTypes = ['png', 'jpeg', 'webp', 'gif', 'pdf'] as const;
/** Longest ticket or reply text. */
export const MAX_TICKET_MESSAGE = 5000;

/** "TKT-000123". */
export const ticketNumberSchema = z
  .string({ error: 'The ticket number field is required.' })
  .trim()
  .min(1, 'The ticket number field is required.')
  .max(20, 'The ticket number is invalid.');

const ticketText = z
  .string({ error: 'The message field is required.' })
  .max(MAX_TICKET_MESSAGE, `The message may not be greater than ${MAX_TICKET_MESSAGE} characters.`)
  .refine((text) => text.trim().length > 0, 'The message field is required.');

export const supportTicketsQuerySchema = paginationQuerySchema.extend({ status: z.enum(ticketStatuses).optional() });
export const ticketNumberQuerySchema = z.object({ ticket_number: ticketNumberSchema });

/**
 * `POST /support-ticket` as JSON or multipart form. `order_number` is one of the caller's own
 * order codes ("#RC000123" or "RC000123"). Files come as `attachments` (or `attachments[]`),
 * checked by the server (type by content, size, count).
 */
export const supportTicketStoreBodySchema = z.object({
  issue_type: idSchema,
  subject: optionalText('subject', 200),
  message: ticketText,
  email: requiredText('email', 254).pipe(z.email('The email must be a valid email address.')),
  phone: optionalText('phone', 20),
  order_number: optionalText('order number', 30),
});
export type SupportTicketStoreBody = z.input<typeof supportTicketStoreBodySchema>;

/** `POST /support-ticket-message`: only while the ticket is running. */
export const supportTicketMessageBodySchema = z.object({ ticket_number: ticketNumberSchema, message: ticketText });
export type SupportTicketMessageBody = z.input<typeof supportTicketMessageBodySchema>;

/**
 * `POST /seller/support-ticket-message`: a shop's staff (tickets about that shop's orders) or
 * platform staff (any ticket). `is_highlighted` pins the reply to the ticket's highlighted list.
 */
export const sellerTicketMessageBodySchema = z.object({
  ticket_number: ticketNumberSchema,
  message: ticketText,
  is_highlighted: z.boolean().optional(),
});
export type SellerTicketMessageBody = z.input<typeof sellerTicketMessageBodySchema>;

/** `POST /support-ticket/cancel`: the shopper withdraws a running ticket. */
export const ticketNumberBodySchema = z.object({ ticket_number: ticketNumberSchema });
/** `POST /seller/support-ticket/status`: staff close a running ticket as resolved or cancelled. */
export const sellerTicketStatusBodySchema = z.object({
  ticket_number: ticketNumberSchema,
  status: z.enum(['completed', 'cancel'], { error: 'The status must be completed or cancel.' }),
});

export const ticketIssueTypeSchema = z.object({ id: z.number(), name: z.string() });
export const ticketIssueTypesResponseSchema = z.object({ issue_types: z.array(ticketIssueTypeSchema) });
export type TicketIssueType = z.infer<typeof ticketIssueTypeSchema>;

/** A stored file; `url` is unguessable and served only to whoever may read the ticket. */
export const ticketAttachmentSchema = z.object({
  id: z.number(),
  url: z.string(),
  type: z.enum(ticketAttachmentTypes),
  size: z.number(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

/** One message of the thread; `sender_id` is the customer's id for their own messages. */
export const ticketMessageSchema = z.object({
  id: z.number(),
  message: z.string(),
  created_at: z.string(),
  sender_id: z.number(),
  sender_name: z.string(),
  profile_photo: z.string().nullable(),
  is_staff: z.boolean(),
  is_highlighted: z.boolean(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/** List row; `issue_type` is the type's name; dates "Y-m-d H:i:s" UTC. */
export const supportTicketSummarySchema = z.object({
  id: z.number(),
  ticket_no: z.string(),
  order_number: z.string().nullable(),
  status: z.enum(ticketStatuses),
  subject: z.string().nullable(),
  issue_type: z.string(),
  created_at: z.string(),
});
export type SupportTicketSummary = z.infer<typeof supportTicketSummarySchema>;

export const supportTicketSchema = supportTicketSummarySchema.extend({
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  attachments: z.array(ticketAttachmentSchema),
  messages: z.array(ticketMessageSchema),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

/** `GET /support-tickets?status`: counts per status over all of the caller's tickets. */
export const supportTicketsResponseSchema = z.object({
  total: z.number(),
  running: z.number(),
  completed: z.number(),
  cancel: z.number(),
  support_tickets: z.array(supportTicketSummarySchema),
});
export type SupportTicketsResponse = z.infer<typeof supportTicketsResponseSchema>;
/**
 * `GET /seller/support-tickets?status`: every ticket the staff member may answer (one status, or
 * all), not paged and without the per-status counts.
 */
export const staffTicketsResponseSchema = z.object({
  total: z.number(),
  support_tickets: z.array(supportTicketSummarySchema),
});
export type StaffTicketsResponse = z.infer<typeof staffTicketsResponseSchema>;

/** `GET /support-ticket/show` and `POST /support-ticket` (`data.support_ticket`). */
export const supportTicketResponseSchema = z.object({
  support_ticket: supportTicketSchema,
  highlighted_messages: z.array(ticketMessageSchema),
});
export type SupportTicketResponse = z.infer<typeof supportTicketResponseSchema>;

/** `GET /support-ticket-messages` and `POST /support-ticket-message`: the whole thread, oldest first. */
export const ticketMessagesResponseSchema = z.object({ messages: z.array(ticketMessageSchema) });
export type TicketMessagesResponse = z.infer<typeof ticketMessagesResponseSchema>;
