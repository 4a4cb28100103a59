// Support tickets: the form, the list, a ticket's thread and replies, live updates.
export { useTicketQuery } from './api/get-ticket.ts';
export { TICKETS_PER_PAGE, useTicketsQuery } from './api/get-tickets.ts';
export { CancelTicketButton } from './components/cancel-ticket-button.tsx';
export { NewTicketButton } from './components/new-ticket-button.tsx';
export { ReplyBox } from './components/reply-box.tsx';
export { SupportForm } from './components/support-form.tsx';
export { TicketAttachments } from './components/ticket-attachments.tsx';
export { TicketFacts } from './components/ticket-facts.tsx';
export { TicketRow } from './components/ticket-row.tsx';
export { TicketStatusBadge } from './components/ticket-status-badge.tsx';
export { HighlightedMessages, TicketThread } from './components/ticket-thread.tsx';
export { TICKET_TABS, ticketTab } from './statuses.ts';
export { useTicketUpdates } from './use-ticket-updates.ts';
