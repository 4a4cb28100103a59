import type { SupportTicket, SupportTicketSummary, TicketAttachment, TicketMessage } from '@souk/contract';
import { toWireDateTime } from '../../lib/time.ts';
import type { TicketHead, TicketMessageRow } from './queries.ts';
import { photoOrAvatar } from '../avatar/avatar.ts';

export function toTicketSummary(head: TicketHead): SupportTicketSummary {
  return {
    id: head.id,
    ticket_no: head.ticket_number,
    order_number: head.order_code,
    status: head.status,
    subject: head.subject,
    issue_type: head.issue_type,
    created_at: toWireDateTime(head.created_at),
  };
}

export function toTicketMessage(row: TicketMessageRow): TicketMessage {
  return {
    id: row.id,
    message: row.message,
    created_at: toWireDateTime(row.created_at),
    sender_id: row.sender_id,
    sender_name: row.sender_name,
    profile_photo: photoOrAvatar(row.profile_photo, row.sender_name),
    is_staff: row.is_staff === 1,
    is_highlighted: row.is_highlighted === 1,
  };
}

export function toTicket(
  head: TicketHead,
  messages: readonly TicketMessageRow[],
  attachments: readonly TicketAttachment[],
): SupportTicket {
  return {
    ...toTicketSummary(head),
    email: head.email,
    phone: head.phone,
    message: head.message,
    attachments: [...attachments],
    messages: messages.map(toTicketMessage),
  };
}
