import { chatUserChannel, REALTIME_EVENTS, type TicketEvent } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { findTicketHead } from './queries.ts';

/**
 * Tells a ticket's shopper that support answered or closed it, once that is committed: their
 * ticket page reloads the thread in place. Sending never fails the reply: the broadcaster
 * swallows a realtime outage, and the page reads the truth on its next load either way.
 */
export async function announceTicket(ctx: Pick<AppContext, 'db' | 'realtime'>, ticketNumber: string): Promise<void> {
  const head = await findTicketHead(ctx.db, { platform: true }, ticketNumber);
  if (!head) return;
  const event: TicketEvent = { ticket: { ticket_number: head.ticket_number, status: head.status } };
  ctx.realtime.broadcaster.trigger(chatUserChannel(head.user_id), REALTIME_EVENTS.ticketToUser, event);
}
