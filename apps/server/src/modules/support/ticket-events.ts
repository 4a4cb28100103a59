import {
  chatShopChannel,
  chatUserChannel,
  REALTIME_EVENTS,
  supportStaffChannel,
  type TicketActivity,
  type TicketActivityEvent,
  type TicketEvent,
} from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { findTicketParties } from './queries.ts';

type Announcer = Pick<AppContext, 'db' | 'realtime'>;

/**
 * Tells a ticket's shopper that support answered or closed it, once that is committed: their
 * ticket page reloads the thread in place. Sending never fails the reply: the broadcaster
 * swallows a realtime outage, and the page reads the truth on its next load either way.
 */
export async function announceTicket(ctx: Announcer, ticketNumber: string): Promise<void> {
  const ticket = await findTicketParties(ctx.db, ticketNumber.toUpperCase());
  if (!ticket) return;
  const event: TicketEvent = { ticket: { ticket_number: ticket.ticket_number, status: ticket.status } };
  ctx.realtime.broadcaster.trigger(chatUserChannel(ticket.user_id), REALTIME_EVENTS.ticketToUser, event);
}

/**
 * Tells the support side what a shopper did on a ticket, once it is committed: platform staff
 * always (they answer every ticket), and the shop whose order it is about, if any. Their
 * console's lists and open ticket page read it again. Never fails the shopper's request.
 */
export async function announceToSupport(ctx: Announcer, ticketNumber: string, activity: TicketActivity): Promise<void> {
  const ticket = await findTicketParties(ctx.db, ticketNumber.toUpperCase());
  if (!ticket) return;
  const { ticket_number, status, subject, shop_id } = ticket;
  const event: TicketActivityEvent = { ticket: { ticket_number, status, subject }, activity };
  const channels = [supportStaffChannel, ...(shop_id === null ? [] : [chatShopChannel(shop_id)])];
  for (const channel of channels) ctx.realtime.broadcaster.trigger(channel, REALTIME_EVENTS.ticketToSupport, event);
}
