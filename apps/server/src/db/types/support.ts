import type { Generated } from 'kysely';
import type { Flag, Id } from './columns.ts';

// Support tickets: a shopper's issue and its thread with staff.

export interface TicketIssueTypesTable {
  id: Id;
  name: string;
  sort: Generated<number>;
}

export interface SupportTicketsTable {
  id: Id;
  /** "TKT-000123", set right after insert from the id. */
  ticket_number: string;
  user_id: number;
  issue_type_id: number;
  /** The shopper's own order the ticket is about; its shop's staff may answer. */
  order_id: number | null;
  shop_id: number | null;
  subject: string | null;
  message: string;
  email: string;
  phone: string | null;
  status: 'running' | 'completed' | 'cancel';
  created_at: string;
  updated_at: string;
}

export interface TicketMessagesTable {
  id: Id;
  ticket_id: number;
  sender_id: number;
  is_staff: Generated<Flag>;
  is_highlighted: Generated<Flag>;
  /** Stored exactly as sent; shown as text. */
  message: string;
  created_at: string;
}

export interface TicketAttachmentsTable {
  id: Id;
  ticket_id: number;
  /** "/uploads/tickets/<32 random hex>.<ext>": not guessable. */
  url: string;
  type: 'png' | 'jpeg' | 'webp' | 'gif' | 'pdf';
  size: number;
  created_at: string;
}

export interface SupportTables {
  ticket_issue_types: TicketIssueTypesTable;
  support_tickets: SupportTicketsTable;
  ticket_messages: TicketMessagesTable;
  ticket_attachments: TicketAttachmentsTable;
}
